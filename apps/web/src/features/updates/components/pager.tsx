import { Group, Pagination, Text } from '@mantine/core';

interface PagerProps {
  total: number;
  page: number;
  pageSize: number;
  /** What the count says: '1 update', '12 updates'. */
  count: (total: number) => string;
  onPage: (page: number) => void;
}

/** The count of a paged list and, when there is more than one page, the pages, each named for screen readers. */
export function Pager({ total, page, pageSize, count, onPage }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Text size="sm" c="gray.7" aria-live="polite">
        {count(total)}
      </Text>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={onPage}
          size="sm"
          getItemProps={(n) => ({ 'aria-label': `Page ${n}` })}
          getControlProps={(control) =>
            control === 'previous'
              ? { 'aria-label': 'Previous page' }
              : control === 'next'
                ? { 'aria-label': 'Next page' }
                : {}
          }
        />
      )}
    </Group>
  );
}

export const countUpdates = (total: number) => (total === 1 ? '1 update' : `${total} updates`);
