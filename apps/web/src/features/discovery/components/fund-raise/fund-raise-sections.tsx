import { FUND_RAISE_LIST_SIZE, messages, type ScoutedUser } from '@angelbridge/contracts';
import { useEffect } from 'react';
import { CardGrid, CardGridSkeleton, EmptyCards } from './card-grid';
import { useFundRaiseData } from './get-fund-raise-data';
import { InvestorList, InvestorListSkeleton } from './investor-list';
import { PersonCard } from './person-card';
import { PitchCard } from './pitch-card';
import { PitchCarousel } from './pitch-carousel';

/**
 * The three lists of /getFundRaiseData (pitches raising money, investors, entrepreneurs to scout), shared
 * by the funding page and the home page. They share one cached answer, so three sections cost one call.
 * §8: a failed fetch is only logged and the list shows as empty.
 */
function useFundRaise() {
  const query = useFundRaiseData();
  useEffect(() => {
    if (query.error) console.error('Could not load the funding data:', query.error);
  }, [query.error]);
  return query;
}

interface ListProps {
  limit?: number;
}

interface PitchesProps extends ListProps {
  /** 'carousel' follows §2's pitch carousel (more than 3 slide); 'grid' shows them all at once. */
  layout?: 'carousel' | 'grid';
  /** The page's first list: its first picture comes first (PitchCard's `priority`). */
  priority?: boolean;
}

export function FundraisingPitches({ limit, layout = 'carousel', priority = false }: PitchesProps) {
  const { data, isPending } = useFundRaise();
  // the carousel shows one row; the grid the whole list
  if (isPending) {
    const count = layout === 'grid' ? (limit ?? FUND_RAISE_LIST_SIZE) : 3;
    return <CardGridSkeleton label="Loading pitches" kind="pitch" count={count} />;
  }
  const pitches = (data?.pitch_data ?? []).slice(0, limit);
  if (pitches.length === 0) return <EmptyCards text={messages.empty.data} />;
  if (layout === 'grid') {
    return (
      <CardGrid>
        {pitches.map((pitch, index) => (
          <PitchCard key={pitch._id} pitch={pitch} priority={priority && index === 0} />
        ))}
      </CardGrid>
    );
  }
  return <PitchCarousel pitches={pitches} label="Pitch carousel" priority={priority} />;
}

function PeopleGrid({ people, compact }: { people: ScoutedUser[]; compact?: boolean }) {
  return (
    <CardGrid compact={compact}>
      {people.map((person) => (
        <PersonCard key={person._id} person={person} />
      ))}
    </CardGrid>
  );
}

export function InvestorCards({ limit }: ListProps) {
  const { data, isPending } = useFundRaise();
  if (isPending) return <CardGridSkeleton label="Loading investors" count={limit ?? FUND_RAISE_LIST_SIZE} />;
  const investors = (data?.investor_data ?? []).slice(0, limit);
  if (investors.length === 0) return <EmptyCards text={messages.empty.investors} />;
  return <PeopleGrid people={investors} />;
}

export function EntrepreneurCards({ limit, compact }: ListProps & { compact?: boolean }) {
  const { data, isPending } = useFundRaise();
  if (isPending) {
    const count = limit ?? FUND_RAISE_LIST_SIZE;
    return <CardGridSkeleton label="Loading entrepreneurs" compact={compact} count={count} />;
  }
  const entrepreneurs = (data?.scout_data ?? []).slice(0, limit);
  if (entrepreneurs.length === 0) return <EmptyCards text={messages.empty.data} />;
  return <PeopleGrid people={entrepreneurs} compact={compact} />;
}

export function InvestorRows({ limit }: ListProps) {
  const { data, isPending } = useFundRaise();
  if (isPending) return <InvestorListSkeleton />;
  const investors = (data?.investor_data ?? []).slice(0, limit);
  if (investors.length === 0) return <EmptyCards text={messages.empty.investors} />;
  return <InvestorList investors={investors} />;
}
