import type { CSSProperties, ReactNode } from 'react';

/**
 * A chart drawn as one labelled image (its figures are in words or a table beside it), clipped to its
 * box: recharts positions a hovered point's tooltip absolutely and leaves it there when the page narrows
 * (a phone turned, a window resized), where it widened the page past the screen's edge.
 */
export function ChartFrame({
  label,
  style,
  children,
}: {
  label: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  return (
    <div role="img" aria-label={label} style={{ overflow: 'hidden', ...style }}>
      {children}
    </div>
  );
}
