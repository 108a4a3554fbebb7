import { Group, Pagination, type PaginationProps, Text } from '@mantine/core';

/** What a paged list's count says: countOf('agreement', 'agreements')(1) is '1 agreement'. */
export const countOf = (one: string, many: string) => (total: number) =>
  total === 1 ? `1 ${one}` : `${total} ${many}`;

/** The page buttons of a paged list, each named for screen readers (axe's button-name). */
export function PageButtons(props: Pick<PaginationProps, 'total' | 'value' | 'onChange' | 'size'>) {
  return (
    <Pagination
      {...props}
      getItemProps={(n) => ({ 'aria-label': `Page ${n}` })}
      getControlProps={(control) =>
        control === 'previous'
          ? { 'aria-label': 'Previous page' }
          : control === 'next'
            ? { 'aria-label': 'Next page' }
            : {}
      }
    />
  );
}

interface PagerProps {
  total: number;
  page: number;
  pageSize: number;
  /** What the count says: countOf('update', 'updates'). */
  count: (total: number) => string;
  onPage: (page: number) => void;
  size?: PaginationProps['size'];
}

/** The count of a paged list and, when there is more than one page, its page buttons. */
export function Pager({ total, page, pageSize, count, onPage, size }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Text size="sm" c="gray.7" aria-live="polite">
        {count(total)}
      </Text>
      {pages > 1 && <PageButtons total={pages} value={Math.min(page, pages)} onChange={onPage} size={size} />}
    </Group>
  );
}
