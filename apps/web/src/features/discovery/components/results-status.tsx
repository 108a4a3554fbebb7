import { VisuallyHidden } from '@mantine/core';

/** Tells screen-reader users what a search or filter found, once the answer is in, in one short line. */
export function ResultsStatus({ text }: { text: string | null }) {
  return (
    <VisuallyHidden role="status" aria-live="polite">
      {text ?? ''}
    </VisuallyHidden>
  );
}
