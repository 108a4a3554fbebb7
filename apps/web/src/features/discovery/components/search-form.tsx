import { SEARCH_QUERY_MAX } from '@angelbridge/contracts';
import { Button, Group, TextInput } from '@mantine/core';
import { useState } from 'react';

interface SearchFormProps {
  /** The text in the URL; the box starts from it and follows it when Back changes it. */
  value: string;
  label: string;
  placeholder: string;
  onSearch: (text: string) => void;
}

/** A search box that searches on Enter or its button, so each search is one step of the browser history. */
export function SearchForm({ value, label, placeholder, onSearch }: SearchFormProps) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    // The URL changed under us (Back, a second search box): show its text.
    setShown(value);
    setText(value);
  }
  return (
    <search aria-label={label}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(text.trim());
        }}
      >
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            type="search"
            label={label}
            placeholder={placeholder}
            value={text}
            maxLength={SEARCH_QUERY_MAX}
            onChange={(event) => setText(event.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button type="submit">Search</Button>
        </Group>
      </form>
    </search>
  );
}
