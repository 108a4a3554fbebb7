import { Badge } from '@mantine/core';
import type { ReactNode } from 'react';

/** The colours a status badge comes in. */
export type Tone = 'blue' | 'grape' | 'teal' | 'green' | 'gray' | 'red' | 'orange' | 'yellow';

// Text shades dark enough for 4.5:1 on each light badge background (axe: color-contrast); in the dark
// scheme, where those backgrounds are deep, the badge's own light shade.
const TEXT: Record<Tone, string> = {
  blue: '#1c4f8a',
  grape: '#6b2180',
  teal: '#065f46',
  green: '#1b5e20',
  gray: '#343a40',
  red: '#9b1c1c',
  orange: '#7a4100',
  yellow: '#7a4100',
};

/** A status in a light badge of its tone, readable in both colour schemes. */
export function ToneBadge({ tone, children }: { tone: Tone; children: ReactNode }) {
  return (
    <Badge
      color={tone}
      variant="light"
      c={`light-dark(${TEXT[tone]}, var(--mantine-color-${tone}-2))`}
      style={{ flexShrink: 0 }}
    >
      {children}
    </Badge>
  );
}
