import type { ShownPitch } from '@angelbridge/contracts';
import { Badge, Group, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Fragment, type ReactNode, type SyntheticEvent, useDeferredValue } from 'react';
import { pitchByIdQuery } from '../api/get-investment-page-data-by-id';
import { PitchCarousel } from './fund-raise/pitch-carousel';
import classes from './investment-sections.module.css';
import { SignUpTeaser } from './sign-up-teaser';

/** §9: the teaser follows the 3rd section, the second search box the 5th. */
export const TEASER_AFTER = 3;
export const SECOND_SEARCH_AFTER = 5;
/** Sections in the first paint; React renders the rest right after, without holding up the first cards. */
const FIRST_PAINT_SECTIONS = 2;

interface Section {
  _id: string;
  title: string;
  investments: ShownPitch[];
}

interface InvestmentSectionsProps {
  sections: Section[];
  guest: boolean;
  secondSearch: ReactNode;
}

/**
 * One titled pitch carousel per project type. A card's pitch starts loading as soon as the pointer or
 * the keyboard reaches it (§2: the pitch is fetched first), so the detail page usually opens complete.
 */
export function InvestmentSections({ sections, guest, secondSearch }: InvestmentSectionsProps) {
  const queryClient = useQueryClient();
  const shown = useDeferredValue(sections.length, Math.min(sections.length, FIRST_PAINT_SECTIONS));
  const prefetch = (event: SyntheticEvent) => {
    const link = (event.target as Element).closest?.('a[href^="/project/"]');
    const id = link?.getAttribute('href')?.split('/')[2];
    if (id) void queryClient.prefetchQuery(pitchByIdQuery(id));
  };
  return (
    <Stack className={classes.sections} onPointerOver={prefetch} onFocus={prefetch}>
      {sections.slice(0, shown).map((section, index) => (
        <Fragment key={section._id}>
          <section aria-labelledby={`type-${section._id}`}>
            <Group gap="sm" mb="sm">
              <Title order={2} size="h3" id={`type-${section._id}`}>
                {section.title}
              </Title>
              <Badge variant="light" aria-label={`${section.investments.length} pitches`}>
                {section.investments.length}
              </Badge>
            </Group>
            <PitchCarousel
              pitches={section.investments}
              label={`${section.title} pitches`}
              priority={index === 0}
            />
          </section>
          {guest && index + 1 === TEASER_AFTER && <SignUpTeaser />}
          {index + 1 === SECOND_SEARCH_AFTER && secondSearch}
        </Fragment>
      ))}
    </Stack>
  );
}
