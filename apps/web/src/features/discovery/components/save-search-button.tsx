import { Button } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useSession } from '../../../lib/session';
import { hasFilters, type ListingFilters } from './listing-filters';

// The dialog (a modal, its radios, the saved-search call and its texts) loads when first opened: /invest
// hydrates its search without it (issue 31: usable within 1 s of first paint on a phone).
const SaveSearchDialog = lazy(() =>
  import('./save-search-dialog').then((m) => ({ default: m.SaveSearchDialog })),
);

/** "Save this search" on /invest, for signed-in investors with a search or filter applied. */
export function SaveSearchButton({ filters }: { filters: ListingFilters }) {
  const { signedIn, userType } = useSession();
  const [open, setOpen] = useState(false);
  if (!signedIn || userType !== 'investor' || !hasFilters(filters)) return null;
  return (
    <>
      <Button variant="light" onClick={() => setOpen(true)}>
        Save this search
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SaveSearchDialog filters={filters} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
