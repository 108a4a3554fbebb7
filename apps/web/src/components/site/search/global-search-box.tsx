import { webPaths } from '@angelbridge/contracts/web-paths';
import { Combobox, Loader, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { DeferredProps } from '../../../lib/deferred';
import { hrefFor } from '../../../lib/href-for';
import { SearchInput } from '../header-triggers';
import { useGlobalSearch } from './global-search';
import classes from './global-search-box.module.css';
import { SearchResultOption } from './search-result-option';

/** Long enough to skip the keystrokes of a word being typed, short enough to feel instant. */
export const SEARCH_DEBOUNCE_MS = 250;

interface GlobalSearchBoxProps extends DeferredProps {
  /** Called after a result was opened, e.g. to close the mobile menu. */
  onNavigate?: () => void;
  className?: string;
}

/**
 * The header's people search (§2): asks /globalSearch as the visitor types, lists the people found as an
 * ARIA combobox (arrows move, Enter opens, Escape closes), and opens the chosen person's profile.
 */
export function GlobalSearchBox({ onNavigate, className, reached }: GlobalSearchBoxProps) {
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [debounced] = useDebouncedValue(value, SEARCH_DEBOUNCE_MS);
  // Clearing the box clears the list at once; only typing waits for the pause.
  const { data, isFetching, query } = useGlobalSearch(value.trim() === '' ? '' : debounced);
  const results = query !== '' && data ? data : [];
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });

  // A new list invalidates the highlighted row of the old one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the new list is the trigger.
  useEffect(() => {
    combobox.resetSelectedOption();
  }, [data]);

  const open = (id: string) => {
    const person = results.find((r) => r._id === id);
    if (!person) return;
    combobox.closeDropdown();
    setValue('');
    onNavigate?.();
    // §2: the profile page learns from the navigation state whether it shows an investor or an entrepreneur.
    navigate(hrefFor(webPaths.investorProfile, { id: person._id }), {
      state: { userType: person.user_type },
    });
  };

  const waiting = isFetching && results.length === 0;
  const nothing = query !== '' && !isFetching && data !== undefined && results.length === 0;

  return (
    <Combobox store={combobox} onOptionSubmit={open} width={380} position="bottom-end" offset={6}>
      <Combobox.Target withExpandedAttribute>
        <SearchInput
          className={className}
          // the visitor was already in the stand-in box: keep them typing here
          autoFocus={reached}
          value={value}
          rightSection={isFetching ? <Loader size="xs" /> : undefined}
          onChange={(event) => {
            const next = event.currentTarget.value;
            setValue(next);
            if (next.trim() === '') combobox.closeDropdown();
            else combobox.openDropdown();
          }}
          onFocus={() => {
            if (value.trim() !== '') combobox.openDropdown();
          }}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={value.trim() === ''}>
        {results.length > 0 && (
          <Combobox.Options aria-label="People found" className={classes.options}>
            {results.map((result) => (
              <SearchResultOption key={result._id} result={result} />
            ))}
          </Combobox.Options>
        )}
        {/* Outside the listbox, which may only hold options; announced as it changes. */}
        <div role="status" className={waiting || nothing ? classes.status : classes.silent}>
          {waiting
            ? 'Searching…'
            : nothing
              ? 'No people found'
              : `${results.length} ${results.length === 1 ? 'person' : 'people'} found`}
        </div>
      </Combobox.Dropdown>
    </Combobox>
  );
}
