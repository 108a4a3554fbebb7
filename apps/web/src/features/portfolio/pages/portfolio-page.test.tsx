import { getPortfolio, getPortfolioMetrics, portfolioTexts as t } from '@angelbridge/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answer, refusal } from '../../../test/api';
import { renderRoute } from '../../../test/render';
import { anInvestment, portfolioAnswer } from '../test/portfolio-fixture';

function signInInvestor() {
  localStorage.setItem('token', 'session-token');
  localStorage.setItem('user_type', 'investor');
  localStorage.setItem(
    'user',
    JSON.stringify({ first_name: 'Ivy', last_name: 'Investor', user_type: 'investor' }),
  );
}

describe('the portfolio page', () => {
  it('when the portfolio is still loading, then the page says so', async () => {
    signInInvestor();
    // held from the start: a release before the page's request went out must still answer it
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    answer(getPortfolio, async () => {
      await held;
      return portfolioAnswer([]);
    });
    renderRoute('/portfolio');
    expect(await screen.findByRole('status', { name: t.loading })).toBeTruthy();
    release();
    expect(await screen.findByText(t.empty, { exact: false })).toBeTruthy();
  });

  it('when the portfolio cannot be loaded, then the error shows with Try again, which loads it', async () => {
    signInInvestor();
    answer(getPortfolio, refusal(500, 'Something went wrong.'));
    renderRoute('/portfolio');
    expect(await screen.findByText(t.loadError)).toBeTruthy();
    answer(getPortfolio, portfolioAnswer([anInvestment()]));
    answer(getPortfolioMetrics, { success: true, message: 'OK', companies: [] });
    fireEvent.click(screen.getByRole('button', { name: t.tryAgain }));
    expect(await screen.findByRole('table', { name: t.investmentsTitle })).toBeTruthy();
  });

  it('when there are no investments, then it says so, points to the pitches and offers no download', async () => {
    signInInvestor();
    answer(getPortfolio, portfolioAnswer([]));
    renderRoute('/portfolio');
    expect(await screen.findByText(t.empty, { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: t.browsePitches }).getAttribute('href')).toBe('/invest');
    expect(screen.queryByRole('link', { name: t.downloadAgreements })).toBeNull();
  });

  it('when there are investments, then each shows with its terms, dates, status and agreement, beside the totals, the chart and the download', async () => {
    signInInvestor();
    const funded = anInvestment();
    const signed = anInvestment({
      company_legal_name: 'Tidal Ltd.',
      name_of_pitch: 'Tidal Power',
      instrument: 'equity',
      key_terms: 'Equity, C$0.8125 a share, Series Seed Preferred, C$6,000,000 pre-money',
      amount: 40_000,
      amount_received: null,
      signed_at: '2026-02-01T10:00:00.000Z',
      funded_on: null,
      status: 'closing',
    });
    answer(getPortfolio, portfolioAnswer([signed, funded]));
    answer(getPortfolioMetrics, { success: true, message: 'OK', companies: [] });
    renderRoute('/portfolio');
    const table = await screen.findByRole('table', { name: t.investmentsTitle });
    const rows = within(table).getAllByTestId('portfolio-investment');
    expect(rows).toHaveLength(2);
    const [first, second] = rows as [HTMLElement, HTMLElement];
    expect(within(first).getByText('Tidal Ltd.')).toBeTruthy();
    expect(within(first).getByText('C$40,000')).toBeTruthy();
    expect(within(first).getByText(signed.key_terms)).toBeTruthy();
    expect(within(first).getByText(t.notFundedYet)).toBeTruthy();
    expect(within(first).getByText('Closing')).toBeTruthy();
    expect(within(second).getByText('C$24,000')).toBeTruthy();
    expect(within(second).getByText('15 Jan 2026')).toBeTruthy();
    expect(within(second).getByText('Funded')).toBeTruthy();
    expect(within(second).getByRole('link', { name: 'Solar Roofs' }).getAttribute('href')).toBe(
      `/project/${funded.pitch_id}`,
    );
    const open = within(second).getByRole('link', { name: `${t.openAgreement}: Solar Roofs Inc.` });
    expect(open.getAttribute('href')).toBe(funded.agreement_url);
    expect(open.getAttribute('target')).toBe('_blank');

    expect(screen.getByTestId('portfolio-total').textContent).toBe('C$64,000');
    const byInstrument = screen.getByRole('table', { name: t.byInstrumentTitle });
    expect(within(byInstrument).getByRole('rowheader', { name: 'Equity' })).toBeTruthy();
    expect(within(screen.getByRole('table', { name: t.byYearTitle })).getByText('C$64,000')).toBeTruthy();
    const chart = await screen.findByRole(
      'img',
      { name: /^Money invested by year and instrument/ },
      { timeout: 10_000 },
    );
    expect(chart.getAttribute('aria-label')).toBe(t.chartLabel('2026: Equity C$40,000, SAFE C$24,000'));
    const download = screen.getByRole('link', { name: t.downloadAgreements });
    expect(download.getAttribute('href')).toBe('/api/portfolio/agreements-zip/token');
    await waitFor(() => expect(download.hasAttribute('download')).toBe(true));
  });

  it('when companies sent metrics, then each shows its latest numbers as text with a sparkline named by its trend', async () => {
    signInInvestor();
    const funded = anInvestment();
    const point = (period: string, value: number) => ({
      period,
      value,
      update_id: '00000000-0000-4000-8000-00000000f001',
      published_at: `${period}-28T10:00:00.000Z`,
    });
    answer(getPortfolio, portfolioAnswer([funded]));
    answer(getPortfolioMetrics, {
      success: true,
      message: 'OK',
      companies: [
        {
          pitch_id: funded.pitch_id,
          name_of_pitch: 'Solar Roofs',
          series: [
            {
              key: 'mrr',
              label: 'MRR',
              unit: 'currency',
              points: [point('2026-09', 12_000), point('2026-10', 14_000)],
            },
            { key: 'churn', label: 'Churn', unit: 'percent', points: [point('2026-10', 1.5)] },
          ],
        },
      ],
    });
    renderRoute('/portfolio');
    const company = await screen.findByRole('article', { name: 'Solar Roofs' });
    expect(within(company).getByText('C$14,000')).toBeTruthy();
    expect(within(company).getByText('1.5%')).toBeTruthy();
    const sparkline = await within(company).findByRole('img');
    expect(sparkline.getAttribute('aria-label')).toBe(
      'MRR over 2 months: from C$12,000 in September 2026 to C$14,000 in October 2026; lowest C$12,000 in September 2026, highest C$14,000 in October 2026',
    );
  });

  it('when no company sent metrics yet, then the section says so', async () => {
    signInInvestor();
    answer(getPortfolio, portfolioAnswer([anInvestment()]));
    answer(getPortfolioMetrics, { success: true, message: 'OK', companies: [] });
    renderRoute('/portfolio');
    expect(await screen.findByText(/^No numbers yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Your updates' }).getAttribute('href')).toBe('/updates');
  });
});
