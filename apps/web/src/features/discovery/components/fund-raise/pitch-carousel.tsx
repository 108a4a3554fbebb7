import '@mantine/carousel/styles.layer.css';
import type { ShownPitchCard } from '@angelbridge/contracts';
import { Carousel } from '@mantine/carousel';
import classes from './cards.module.css';
import { PitchCard } from './pitch-card';

/** §2 pitch carousel: more than 3 cards slide, centered, a third of the row each; fewer sit in a grid. */
export const CAROUSEL_ABOVE = 3;

interface PitchCarouselProps {
  pitches: ShownPitchCard[];
  label: string;
  /** The first carousel of its page: its first card's picture comes first (PitchCard's `priority`). */
  priority?: boolean;
}

/**
 * On phones (1024 px and less, decided in CSS so the server's markup fits every screen) both forms
 * become one horizontal row of compact cards that a thumb swipes through: a page of a dozen project
 * types stays a few screens tall instead of a card per screen (issue 23).
 */
export function PitchCarousel({ pitches, label, priority = false }: PitchCarouselProps) {
  if (pitches.length <= CAROUSEL_ABOVE) {
    return (
      <ul className={classes.row} aria-label={label}>
        {pitches.map((pitch, index) => (
          <li key={pitch._id} className={classes.rowItem}>
            <PitchCard pitch={pitch} priority={priority && index === 0} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Carousel
      aria-label={label}
      className={classes.carousel}
      classNames={{ slide: classes.slide }}
      slideSize={{ base: '100%', sm: '50%', md: '33.333%' }}
      slideGap="lg"
      emblaOptions={{ align: 'center', loop: true }}
      controlSize={40}
      controlsOffset="xs"
      previousControlProps={{ 'aria-label': 'Previous pitches' }}
      nextControlProps={{ 'aria-label': 'Next pitches' }}
    >
      {pitches.map((pitch, index) => (
        <Carousel.Slide key={pitch._id} py="xs">
          <PitchCard pitch={pitch} priority={priority && index === 0} />
        </Carousel.Slide>
      ))}
    </Carousel>
  );
}
