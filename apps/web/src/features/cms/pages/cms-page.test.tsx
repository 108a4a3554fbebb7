import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/fake-api';
import { renderRoute } from '../../../test/render';

const page = (cms_code: string, title: string, content: string) => ({
  success: true,
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
    const fetch = stubApi({
      '/getCms': () => ({
        json: page(
          'terms_condition',
          'Terms and Conditions',
          '<p>Be fair.</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
        ),
      }),
    });
    const { container } = renderRoute('/term-condition');
    expect(await screen.findByRole('heading', { name: 'Terms and Conditions' })).toBeTruthy();
    expect(screen.getByText('Be fair.')).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({ cms_code: 'terms_condition' });
  });

  it('when /privacy opens, then the privacy policy is asked for', async () => {
    const fetch = stubApi({
      '/getCms': () => ({ json: page('privacy_policy', 'Privacy Policy', '<p>We keep little.</p>') }),
    });
    renderRoute('/privacy');
    expect(await screen.findByText('We keep little.')).toBeTruthy();
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({ cms_code: 'privacy_policy' });
  });

  it('when the server fails, then its message shows in an error box', async () => {
    stubApi({
      '/getCms': () => ({ status: 500, json: { success: false, message: 'Database unavailable.' } }),
    });
    renderRoute('/term-condition');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Database unavailable.');
  });
});
