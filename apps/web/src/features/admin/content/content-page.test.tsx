import { type CmsVersion, getCmsVersions, publishCms, saveCmsDraft } from '@angelbridge/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, sent } from '../../../test/api';
import { renderInRouter } from '../../../test/render';
import { ContentPage } from './content-page';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const LIVE: CmsVersion = {
  _id: uuid(1),
  cms_code: 'terms_condition',
  title: 'Terms and Conditions',
  content: '<p>Old terms</p>',
  status: 'published',
  created_by: null,
  created_at: '2026-01-01T00:00:00.000Z',
  published_at: '2026-01-01T00:00:00.000Z',
  current: true,
};

beforeEach(() => {
  sessionStorage.setItem('admin_token', 'admin-token');
  sessionStorage.setItem('admin_user', JSON.stringify({ user_type: 'admin', first_name: 'Ada' }));
});

describe('the Content page', () => {
  it('edits the live text as a draft, previews it sanitised, and publishes it after confirming', async () => {
    let versions: CmsVersion[] = [LIVE];
    answer(getCmsVersions, () => ({ success: true, message: 'OK', versions }));
    answer(saveCmsDraft, (body) => {
      const draft: CmsVersion = {
        ...LIVE,
        _id: uuid(2),
        title: String(body.title),
        content: String(body.content),
        status: 'draft',
        published_at: null,
        current: false,
        created_by: 'Ada Admin',
      };
      versions = [draft, LIVE];
      return { success: true, message: 'Draft saved.', version: draft };
    });
    answer(publishCms, () => {
      const published = { ...(versions[0] as CmsVersion), status: 'published' as const, current: true };
      published.published_at = '2026-02-01T00:00:00.000Z';
      versions = [published, { ...LIVE, current: false }];
      return { success: true, message: 'Published: the page now shows this version.', version: published };
    });
    renderInRouter(<ContentPage />, '/admin/content');

    const text = (await screen.findByRole(
      'textbox',
      { name: /Text \(HTML\)/ },
      { timeout: 5000 },
    )) as HTMLTextAreaElement;
    expect(text.value).toBe('<p>Old terms</p>');
    expect((screen.getByRole('button', { name: 'Publish draft' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(text, { target: { value: '<p>New terms</p><script>alert(1)</script>' } });

    fireEvent.click(screen.getByRole('tab', { name: 'Preview' }));
    expect(await screen.findByText('New terms')).toBeTruthy();
    expect(document.querySelector('script')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Edit' }));

    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(sent(saveCmsDraft).map((c) => c.body)).toEqual([
        {
          cms_code: 'terms_condition',
          title: 'Terms and Conditions',
          content: '<p>New terms</p><script>alert(1)</script>',
        },
      ]),
    );
    const publish = screen.getByRole('button', { name: 'Publish draft' }) as HTMLButtonElement;
    await waitFor(() => expect(publish.disabled).toBe(false));
    fireEvent.click(publish);
    const dialog = await screen.findByRole('dialog', { name: 'Publish this draft?' });
    expect(sent(publishCms)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(sent(publishCms).map((c) => c.body)).toEqual([{ version_id: uuid(2) }]));
    expect(await screen.findByRole('button', { name: 'Restore' })).toBeTruthy();
  });
});
