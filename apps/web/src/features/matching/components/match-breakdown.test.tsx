import type { Match } from '@angelbridge/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { MatchBreakdown } from './match-breakdown';
import { MatchChip } from './match-chip';

const match: Match = {
  score: 75,
  criteria: [
    { name: 'project_type', met: true, points: 30, detail: 'Fintech ✓ (you: Fintech)' },
    { name: 'ticket', met: true, points: 25, detail: 'Ticket C$ 10,000 ✓ (you: C$ 5,000–C$ 50,000)' },
    { name: 'stage', met: true, points: 20, detail: 'Seed ✓ (you: Pre-seed–Seed)' },
    { name: 'country', met: false, points: 0, detail: 'France ✗ (you: Canada, United States)' },
    { name: 'instrument', met: false, points: 0, detail: 'Equity ✗ (you: SAFE)' },
  ],
};

const wrap = renderWithProviders;

describe('the match breakdown', () => {
  it('when shown, then it lists each criterion with met or not, its points and its detail, and the score', () => {
    wrap(<MatchBreakdown match={match} />);
    expect(screen.getByText(/75 \/ 100/)).toBeTruthy();
    const items = within(screen.getByRole('list', { name: 'Match criteria' })).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(items[0]?.textContent).toContain('Project type (met, +30): Fintech ✓ (you: Fintech)');
    expect(items[3]?.textContent).toContain('Country (not met, +0): France ✗ (you: Canada, United States)');
  });

  it('when the chip is pressed, then the breakdown opens beside it', async () => {
    wrap(<MatchChip match={match} />);
    const chip = screen.getByRole('button', { name: 'Match 75 out of 100: show why' });
    expect(chip.textContent).toBe('Match 75%');
    fireEvent.click(chip);
    expect(await screen.findByText(/Seed ✓ \(you: Pre-seed–Seed\)/, {}, { timeout: 5000 })).toBeTruthy();
  });
});
