import '@mantine/carousel/styles.layer.css';
import type { PublicPitchCard } from '@angelbridge/contracts';
import { Carousel } from '@mantine/carousel';
import { CardGrid } from './card-grid';
import classes from './cards.module.css';
import { PitchCard } from './pitch-card';

/** §2 pitch carousel: more than 3 cards slide, centered, a third of the row each; fewer sit in a grid. */
export const CAROUSEL_ABOVE = 3;

interface PitchCarouselProps {
  pitches: PublicPitchCard[];
  label: string;
  /** The first carousel of its page: its first card's picture comes first (PitchCard's `priority`). */
  priority?: boolean;
}

export function PitchCarousel({ pitches, label, priority = false }: PitchCarouselProps) {
  if (pitches.length <= CAROUSEL_ABOVE) {
    return (
      <CardGrid>
        {pitches.map((pitch, index) => (
          <PitchCard key={pitch._id} pitch={pitch} priority={priority && index === 0} />
        ))}
      </CardGrid>
    );
  }
  return (
    <Carousel
      aria-label={label}
      className={classes.carousel}
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
