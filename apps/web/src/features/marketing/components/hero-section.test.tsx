import { getPlatformStats } from '@angelbridge/contracts';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { answer } from '../../../test/api';
import { renderWithProviders } from '../../../test/render';
import { HeroSection } from './hero-section';

/** The figures as a visitor reads them: each label with its number. */
async function figures() {
  const list = (await screen.findByText('Investor community')).closest('dl');
  if (!list) throw new Error('no figures');
  return Object.fromEntries(
    within(list)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );
}

describe('home headline figures', () => {
  it('when the platform has 20 investors and C$13.65M raised, then the figures say so, rounded down, with nothing invented', async () => {
    answer(getPlatformStats, {
      success: true,
      message: '',
      stats: { investors: 20, entrepreneurs: 734, pitches: 7, capital_raised: 13_650_000, currency: 'CAD' },
    });
    renderWithProviders(
      <MemoryRouter>
        <HeroSection />
      </MemoryRouter>,
    );
    await screen.findByText('C$13M+');
    expect(await figures()).toEqual({
      'Investor community': '20+',
      'Published pitches': '7',
      'Capital raised': 'C$13M+',
      Founders: '700+',
    });
    expect(document.body.textContent).not.toMatch(/40\+|Unicorn|\$1M\+/);
  });
});
