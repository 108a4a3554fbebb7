import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import classes from './collapsible-filters.module.css';

/** §2 mobile is 1024 px or less: there the filters fold away behind a button, above the results. */
export function CollapsibleFilters({ children }: { children: ReactNode }) {
  // Nothing to fold (the listing failed): no button that opens an empty panel.
  if (!children) return null;
  return <Folding>{children}</Folding>;
}

function Folding({ children }: { children: ReactNode }) {
  const [opened, { toggle }] = useDisclosure(false);
  return (
    <div>
      <Button
        className={classes.toggle}
        variant="light"
        fullWidth
        onClick={toggle}
        aria-expanded={opened}
        aria-controls="listing-filters"
      >
        {opened ? 'Hide filters' : 'Show filters'}
      </Button>
      <div id="listing-filters" className={opened ? undefined : classes.folded}>
        {children}
      </div>
    </div>
  );
}
