import { type AdminReport, getReports, resolveReport } from '@angelbridge/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, sent } from '../../../test/api';
import { renderInRouter } from '../../../test/render';
import { ReportsPage } from './reports-page';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const REPORT: AdminReport = {
  _id: uuid(1),
  target_type: 'pitch',
  target_id: uuid(2),
  reason: 'fraud',
  details: 'Invented revenue.',
  status: 'open',
  admin_note: null,
  reporter: { _id: uuid(3), name: 'Ivy Investor', email: 'ivy@example.com' },
  resolved_by: null,
  resolved_at: null,
  created_at: '2026-11-01T10:00:00.000Z',
  content: {
    title: 'Moonbeam',
    text: 'We make moonbeams.',
    owner_id: uuid(4),
    owner_name: 'Fred Founder',
    link: `/project/${uuid(2)}`,
  },
};

beforeEach(() => {
  sessionStorage.setItem('admin_token', 'admin-token');
  sessionStorage.setItem('admin_user', JSON.stringify({ user_type: 'admin', first_name: 'Ada' }));
});

describe('the Reports page', () => {
  it('shows an open report with its content, and unpublishes only with a reason', async () => {
    let reports = [REPORT];
    answer(getReports, () => ({
      success: true,
      message: 'OK',
      reports,
      total: reports.length,
      page_size: 20,
    }));
    answer(resolveReport, (body) => {
      const resolved = { ...REPORT, status: 'unpublished' as const, admin_note: String(body.note) };
      reports = [];
      return {
        success: true,
        message: 'The report is resolved and the reporter has been told.',
        report: resolved,
        closed: 1,
      };
    });
    renderInRouter(<ReportsPage />, '/admin/reports');

    const card = await screen.findByRole('article', { name: /Moonbeam/ }, { timeout: 5000 });
    expect(within(card).getByText('We make moonbeams.')).toBeTruthy();
    expect(within(card).getByText(/Invented revenue/)).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Unpublish pitch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unpublish this pitch' });
    const confirm = within(dialog).getByRole('button', { name: 'Unpublish pitch' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason shown to the owner/ }), {
      target: { value: 'Invented revenue.' },
    });
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(sent(resolveReport).map((c) => c.body)).toEqual([
        { report_id: uuid(1), action: 'unpublish', note: 'Invented revenue.' },
      ]),
    );
    expect(await screen.findByText('No open reports. All clear.')).toBeTruthy();
  });
});
