import { webPaths } from '@angelbridge/contracts/web-paths';
import { Combobox, Loader, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type KeyboardEvent, type RefObject, useEffect, useLayoutEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { SearchInput } from '../../../../components/site/header-triggers';
import type { DeferredProps } from '../../../../lib/deferred';
import { hrefFor } from '../../../../lib/href-for';
import { useGlobalSearch } from './global-search';
import classes from './global-search-box.module.css';
import { pitchOptionValue, SearchPitchOption } from './search-pitch-option';
import { SearchResultOption } from './search-result-option';

/** Long enough to skip the keystrokes of a word being typed, short enough to feel instant. */
export const SEARCH_DEBOUNCE_MS = 250;

interface GlobalSearchBoxProps extends DeferredProps {
  /** Called after a result was opened, e.g. to close the mobile menu. */
  onNavigate?: () => void;
  className?: string;
  /** The stand-in box this one replaces: its text, focus and caret carry over (typed before it loaded). */
  handOver?: RefObject<HTMLInputElement | null>;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What a screen reader hears once an answer came: '2 people and 1 pitch found'. */
function foundSummary(people: number, pitches: number): string {
  return `${count(people, 'person', 'people')} and ${count(pitches, 'pitch', 'pitches')} found`;
}

/** The stand-in's text, and whether the visitor is in it and where: the real box takes them over. */
function standInState(box: HTMLInputElement | null | undefined) {
  const focused = Boolean(box) && box === box?.ownerDocument.activeElement;
  const caret =
    focused && box?.selectionStart != null && box.selectionEnd != null
      ? ([box.selectionStart, box.selectionEnd] as const)
      : null;
  return { text: box?.value ?? '', focused, caret };
}

/**
 * The header's search (§2): asks /globalSearch as the visitor types, lists the people and the pitches
 * found in their own groups of an ARIA combobox (arrows move, Enter opens, Escape closes), and opens the
 * chosen person's profile or pitch page.
 */
export function GlobalSearchBox({ onNavigate, className, reached, handOver }: GlobalSearchBoxProps) {
  const navigate = useNavigate();
  // Read while the stand-in is still on the page (the render that replaces it).
  const [start] = useState(() => standInState(handOver?.current));
  const [value, setValue] = useState(start.text);
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  useLayoutEffect(() => {
    if (input && start.caret) input.setSelectionRange(start.caret[0], start.caret[1]);
  }, [input, start]);
  const [debounced] = useDebouncedValue(value, SEARCH_DEBOUNCE_MS);
  // Enter searches for what is typed now, without waiting for the pause.
  const [submitted, setSubmitted] = useState('');
  // Clearing the box clears the list at once; only typing waits for the pause.
  const { data, isFetching, isPlaceholderData, query } = useGlobalSearch(
    value.trim() === '' ? '' : submitted === value ? value : debounced,
  );
  const results = query !== '' && data ? data.people : [];
  const pitches = query !== '' && data ? data.pitches : [];
  const found = results.length + pitches.length;
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });

  // A new list invalidates the highlighted row of the old one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the new list is the trigger.
  useEffect(() => {
    combobox.resetSelectedOption();
  }, [data]);

  const leave = () => {
    combobox.closeDropdown();
    setValue('');
    onNavigate?.();
  };

  const open = (chosen: string) => {
    const pitch = pitches.find((p) => pitchOptionValue(p._id) === chosen);
    if (pitch) {
      leave();
      navigate(hrefFor(webPaths.project, { id: pitch._id }));
      return;
    }
    const person = results.find((r) => r._id === chosen);
    if (!person) return;
    leave();
    // §2: the profile page learns from the navigation state whether it shows an investor or an entrepreneur.
    navigate(hrefFor(webPaths.investorProfile, { id: person._id }), {
      state: { userType: person.user_type },
    });
  };

  // Enter with no result highlighted did nothing (issue 31). Now it opens the first result when the list
  // shows what is typed, and otherwise searches for it at once and shows the list. A highlighted result is
  // left to the combobox, which opens that one.
  const onEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    if (combobox.dropdownOpened && combobox.getSelectedOptionIndex() !== -1) return;
    event.preventDefault();
    if (value.trim() === '') return;
    const first = results[0]?._id ?? (pitches[0] ? pitchOptionValue(pitches[0]._id) : undefined);
    if (first && !isPlaceholderData && query === value.trim()) {
      open(first);
      return;
    }
    setSubmitted(value);
    combobox.openDropdown();
  };

  const waiting = isFetching && found === 0;
  const nothing = query !== '' && !isFetching && data !== undefined && found === 0;

  return (
    <Combobox store={combobox} onOptionSubmit={open} width={380} position="bottom-end" offset={6}>
      <Combobox.Target withExpandedAttribute>
        <SearchInput
          className={className}
          // the visitor was already in the stand-in box: keep them typing here
          autoFocus={reached || start.focused}
          ref={setInput}
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
          onKeyDown={onEnter}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={value.trim() === ''}>
        {found > 0 && (
          <Combobox.Options aria-label="Search results" className={classes.options}>
            {results.length > 0 && (
              <Combobox.Group label="People">
                {results.map((result) => (
                  <SearchResultOption key={result._id} result={result} />
                ))}
              </Combobox.Group>
            )}
            {pitches.length > 0 && (
              <Combobox.Group label="Pitches">
                {pitches.map((pitch) => (
                  <SearchPitchOption key={pitch._id} pitch={pitch} />
                ))}
              </Combobox.Group>
            )}
          </Combobox.Options>
        )}
        {/* Outside the listbox, which may only hold options; announced as it changes. */}
        <div role="status" className={waiting || nothing ? classes.status : classes.silent}>
          {waiting
            ? 'Searching…'
            : nothing
              ? 'No people or pitches found'
              : foundSummary(results.length, pitches.length)}
        </div>
      </Combobox.Dropdown>
    </Combobox>
  );
}
