import { Box, Button, Collapse } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

/** §2 mobile is 1024 px or less: there the filters fold away behind a button, above the results. */
export function CollapsibleFilters({ children }: { children: ReactNode }) {
  // Nothing to fold (the listing failed): no button that opens an empty panel.
  if (!children) return null;
  return <Folding>{children}</Folding>;
}

function Folding({ children }: { children: ReactNode }) {
  const mobile = useMediaQuery('(max-width: 1024px)', false, { getInitialValueInEffect: false });
  const [opened, { toggle }] = useDisclosure(false);
  if (!mobile) return <>{children}</>;
  return (
    <Box>
      <Button
        variant="light"
        fullWidth
        onClick={toggle}
        aria-expanded={opened}
        aria-controls="listing-filters"
      >
        {opened ? 'Hide filters' : 'Show filters'}
      </Button>
      <Collapse expanded={opened} id="listing-filters" mt="sm">
        {children}
      </Collapse>
    </Box>
  );
}
