import { type FundRaisePitchCard, getFundRaiseData, type ScoutedUser } from '@angelbridge/contracts';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, sent } from '../../../../test/api';
import { renderWithProviders } from '../../../../test/render';
import { EntrepreneurCards, FundraisingPitches, InvestorCards, InvestorRows } from './fund-raise-sections';

const uuid = (n: number) => `8d0f6a4e-1c2b-4e5f-9a7b-${String(n).padStart(12, '0')}`;

const pitch = (n: number) => ({
  _id: uuid(n),
  id: uuid(n),
  name_of_pitch: `Pitch ${n}`,
  title: `Pitch ${n}`,
  short_summary: 'Cold-chain sensors for small farms.',
  description: 'Cold-chain sensors for small farms.',
  highlight: ['Pilot with 12 farms'],
  feat: ['Pilot with 12 farms'],
  name_of_company: 'FrostLine Inc.',
  location: 'Guelph, Canada',
  project_type: { _id: uuid(900), title: 'Agriculture' },
  other_name: null,
  target: 250000,
  min_per_investor: 5000,
  funding_raised: 62500,
  img: null,
  created_at: '2026-01-05T10:00:00.000Z',
});

const person = (n: number, type: 'investor' | 'entrepreneur', overrides: object = {}) => ({
  _id: uuid(100 + n),
  type,
  photo: null,
  first_name: `First${n}`,
  last_name: `Last${n}`,
  country_id: { name: 'Canada' },
  investment_range: type === 'investor' ? { min: 10000, max: 150000 } : null,
  intermediate_project_type: [],
  professional_experience: type === 'entrepreneur' ? { years: 1, months: 0 } : null,
  linkedin_profile: '',
  bio: 'Builds things.',
  company_or_organization: '',
  expertise: [],
  years_on_angelbridge: 0,
  ...overrides,
});

function answerLists(data: {
  pitch_data?: FundRaisePitchCard[];
  investor_data?: ScoutedUser[];
  scout_data?: ScoutedUser[];
}) {
  answer(getFundRaiseData, {
    success: true,
    message: 'OK',
    investment_data: { pitch_data: [], investor_data: [], scout_data: [], ...data },
  });
}

const render = (ui: React.ReactElement) => renderWithProviders(<MemoryRouter>{ui}</MemoryRouter>);

// jsdom has no IntersectionObserver; the carousel only uses it to know which slides are in view.
beforeEach(() => {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    },
  );
});

describe('fundraising lists', () => {
  it('when up to 3 pitches raise money, then they sit in a grid with their C$ amounts', async () => {
    answerLists({ pitch_data: [pitch(1), pitch(2)] });
    render(<FundraisingPitches />);
    const link = await screen.findByRole('link', { name: 'Pitch 1' });
    expect(link.getAttribute('href')).toBe(`/project/${uuid(1)}`);
    expect(screen.getAllByText('C$ 62,500')).toHaveLength(2);
    expect(screen.getAllByText('C$ 250,000')).toHaveLength(2);
    expect(screen.getAllByText('Minimum per investor C$ 5,000')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Next pitches' })).toBeNull();
  });

  it('when more than 3 pitches raise money, then they slide in a carousel', async () => {
    answerLists({ pitch_data: [1, 2, 3, 4].map(pitch) });
    render(<FundraisingPitches />);
    expect(await screen.findByRole('link', { name: 'Pitch 4' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next pitches' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous pitches' })).toBeTruthy();
  });

  it('when nothing is raising money, then the empty text shows', async () => {
    answerLists({});
    render(<FundraisingPitches />);
    expect(await screen.findByText('No data available')).toBeTruthy();
  });

  it('when an investor has no country or expertise, then the spec fallbacks show with the range', async () => {
    answerLists({ investor_data: [person(1, 'investor', { country_id: null, first_name: '' })] });
    render(<InvestorCards />);
    const card = (await screen.findByRole('link', { name: 'Unknown Last1' })).closest('.mantine-Card-root');
    const scope = within(card as HTMLElement);
    expect(scope.getByText('Not Available')).toBeTruthy();
    expect(scope.getByText('No expertise provided')).toBeTruthy();
    expect(scope.getByText('Invests C$ 10,000 – C$ 150,000')).toBeTruthy();
  });

  it("when founders are listed, then their cards show skills, never the investors' expertise fallback", async () => {
    answerLists({
      scout_data: [
        person(3, 'entrepreneur', { skills: ['Marketing', 'Heat pumps'] }),
        person(4, 'entrepreneur', { skills: [] }),
      ],
    });
    render(<EntrepreneurCards />);
    const withSkills = (await screen.findByRole('link', { name: 'First3 Last3' })).closest(
      '.mantine-Card-root',
    );
    expect(within(withSkills as HTMLElement).getByText('Heat pumps')).toBeTruthy();
    const without = screen.getByRole('link', { name: 'First4 Last4' }).closest('.mantine-Card-root');
    expect(within(without as HTMLElement).getByText('No skills provided')).toBeTruthy();
    expect(screen.queryByText('No expertise provided')).toBeNull();
  });

  it('when there are no investors, then the investor list says so', async () => {
    answerLists({});
    render(<InvestorRows />);
    expect(await screen.findByText('No investors available.')).toBeTruthy();
  });

  it('when an entrepreneur is listed, then the card shows experience and opens the profile as that type', async () => {
    answerLists({ scout_data: [person(2, 'entrepreneur')] });
    render(<EntrepreneurCards />);
    expect(await screen.findByText('1 year of experience')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'First2 Last2' }).getAttribute('href')).toBe(
      `/investor/profile/${uuid(102)}?type=entrepreneur`,
    );
  });

  it('when several lists show at once, then they share one call', async () => {
    answerLists({ investor_data: [person(3, 'investor')] });
    render(
      <>
        <InvestorRows />
        <EntrepreneurCards />
        <FundraisingPitches />
      </>,
    );
    expect(await screen.findByText('First3 Last3')).toBeTruthy();
    expect(sent(getFundRaiseData)).toHaveLength(1);
  });
});
