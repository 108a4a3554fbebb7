import { type CmsCode, getCms } from '@angelbridge/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, refuse, sent } from '../../../test/api';
import { renderRoute } from '../../../test/render';

const page = (cms_code: CmsCode, title: string, content: string) => ({
  success: true as const,
  message: 'CMS page.',
  cms_data: {
    _id: '5d3e1f2a-4b6c-4d8e-9f0a-1b2c3d4e5f60',
    cms_code,
    title,
    content,
    updated_at: '2026-01-01T00:00:00.000Z',
  },
});

describe('terms and privacy pages', () => {
  it('when /term-condition opens, then the terms show with their HTML sanitized', async () => {
    answer(
      getCms,
      page(
        'terms_condition',
        'Terms and Conditions',
        '<p>Be fair.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
      ),
    );
    const { container } = renderRoute('/term-condition');
    expect(await screen.findByRole('heading', { name: 'Terms and Conditions' })).toBeTruthy();
    expect(screen.getByText('Be fair.')).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(sent(getCms)[0]?.body).toEqual({ cms_code: 'terms_condition' });
  });

  it('when /privacy opens, then the privacy policy is asked for', async () => {
    answer(getCms, page('privacy_policy', 'Privacy Policy', '<p>We keep little.</p>'));
    renderRoute('/privacy');
    expect(await screen.findByText('We keep little.')).toBeTruthy();
    expect(sent(getCms)[0]?.body).toEqual({ cms_code: 'privacy_policy' });
  });

  it('when the server fails, then its message shows in an error box', async () => {
    refuse(getCms, 500, 'Database unavailable.');
    renderRoute('/term-condition');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Database unavailable.');
  });
});
