import { Center, Loader, VisuallyHidden } from '@mantine/core';

/** Shown while a page's code is still loading, for as long as that takes and no longer. */
export function PageLoader() {
  return (
    <Center py="xl" role="status">
      <Loader />
      <VisuallyHidden>Loading page…</VisuallyHidden>
    </Center>
  );
}
