import { Button, Group } from '@mantine/core';
import classes from './results-status.module.css';

interface ResultsStatusProps {
  /** What a search or filter found, in one short line; null while the answer is on its way. */
  text: string | null;
  /** Nothing was found: the line is shown to everyone, as the page's only empty message. */
  empty: boolean;
  /** Given while filters or a search are in the URL: the empty message offers to clear them. */
  onClear?: (() => void) | undefined;
}

/**
 * Tells what a search or filter found. One live region, always there, so screen readers hear each new
 * answer; when nothing matched, the same line is the visible empty message (not a second one beside it),
 * with a button that takes the filters away.
 */
export function ResultsStatus({ text, empty, onClear }: ResultsStatusProps) {
  return (
    <>
      <div role="status" aria-live="polite" className={empty ? classes.empty : classes.hidden}>
        {text ?? ''}
      </div>
      {empty && onClear && (
        <Group justify="center" mt="md" pb="xl">
          <Button variant="default" onClick={onClear}>
            Clear filters
          </Button>
        </Group>
      )}
    </>
  );
}
