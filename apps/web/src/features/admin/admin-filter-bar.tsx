import { SEARCH_QUERY_MAX } from '@angelbridge/contracts';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { type ReactNode, useState } from 'react';

interface AdminFilterBarProps {
  /** The search landmark's name: 'Search users'. */
  label: string;
  /** The text box's label: 'Name or e-mail'. */
  searchLabel: string;
  /** On Search (or Enter): the trimmed text, undefined when empty. */
  onSearch: (q: string | undefined) => void;
  /** The filters beside the text box (AdminFilterSelect, a Switch); each changes the list at once. */
  children?: ReactNode;
}

/**
 * The search-and-filter row of the admin list pages (Users, Pitches): a text box searched on submit,
 * the page's own filters, and a Search button, in a search landmark. The text is the contract's search
 * limit long at most.
 */
export function AdminFilterBar({ label, searchLabel, onSearch, children }: AdminFilterBarProps) {
  const [text, setText] = useState('');
  return (
    <search aria-label={label}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(text.trim() || undefined);
        }}
      >
        <Group align="end" gap="sm" wrap="wrap">
          <TextInput
            label={searchLabel}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            maxLength={SEARCH_QUERY_MAX}
            style={{ flex: '1 1 220px' }}
          />
          {children}
          <Button type="submit">Search</Button>
        </Group>
      </form>
    </search>
  );
}

interface AdminFilterSelectProps<T extends string> {
  label: string;
  /** What the cleared select reads: 'Any status'. */
  placeholder: string;
  /** The contract's values, in order, and their words. */
  options: readonly T[];
  labels: Record<T, string>;
  value: T | undefined;
  onChange: (value: T | undefined) => void;
  width: number;
}

/** One clearable filter of an AdminFilterBar; cleared means no filter. */
export function AdminFilterSelect<T extends string>({
  label,
  placeholder,
  options,
  labels,
  value,
  onChange,
  width,
}: AdminFilterSelectProps<T>) {
  return (
    <Select
      label={label}
      placeholder={placeholder}
      clearable
      data={options.map((option) => ({ value: option, label: labels[option] }))}
      value={value ?? null}
      // the options are the contract's values, so a chosen one is a T
      onChange={(chosen) => onChange((chosen as T | null) ?? undefined)}
      w={width}
    />
  );
}
