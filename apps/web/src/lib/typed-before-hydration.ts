import { type RefObject, useLayoutEffect } from 'react';

/**
 * What a person typed into the server's HTML before React took it over (ARCHITECTURE convention 20).
 *
 * Hydration keeps the DOM's value but not React's: a controlled field still holds its first value ('')
 * in state, and the next render of its form writes that back over the typed text. So, in the commit that
 * hydrates them, every field whose value differs from the one React rendered (its `defaultValue`, which
 * React sets to the rendered value while hydrating) is handed to the app's own change handler, as if the
 * person had typed it now: the form's state, validation and submit see it. The element is the same one
 * the person is in, so focus stays; the caret is put back where it was.
 */

type Field = HTMLInputElement | HTMLTextAreaElement;

/** The prototype's value setter: it bypasses the value tracker React puts on each field. */
function setOwnValue(field: Field, value: string) {
  const proto =
    field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
}

/** The caret and selection of a focused field, when its type has one (e-mail fields have none). */
function selectionOf(field: Field): [number, number] | null {
  try {
    const { selectionStart, selectionEnd } = field;
    return selectionStart === null || selectionEnd === null ? null : [selectionStart, selectionEnd];
  } catch {
    return null;
  }
}

function handOverText(field: Field) {
  const typed = field.value;
  const caret = field.ownerDocument.activeElement === field ? selectionOf(field) : null;
  // React fires onChange only when the value differs from the one its tracker last saw: set the tracked
  // value back to what React rendered, then the typed text past the tracker, and announce it.
  field.value = field.defaultValue;
  setOwnValue(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  if (caret) field.setSelectionRange(caret[0], caret[1]);
}

function handOverChoice(box: HTMLInputElement) {
  // React hears a checkbox or radio by its click: put it back as rendered, and click it as the person did.
  box.checked = !box.checked;
  box.click();
}

/**
 * Marks a part of a page that hydrates on its own, later (lib/hydrate-later.tsx): its fields are handed
 * over in its own commit, not in the page's.
 */
export const LATER_PART = 'data-hydrate-later';

/** Hands every field under `root` whose value differs from what React rendered to the app's handlers. */
export function takeTypedValues(root: ParentNode): void {
  for (const field of root.querySelectorAll<Field | HTMLSelectElement>('input, textarea, select')) {
    const part = field.closest(`[${LATER_PART}]`);
    if (part && part !== root) continue;
    if (field instanceof HTMLSelectElement) {
      if ([...field.options].some((option) => option.selected !== option.defaultSelected))
        field.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (field instanceof HTMLInputElement && field.type === 'file') {
      if (field.files?.length) field.dispatchEvent(new Event('change', { bubbles: true }));
    } else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked !== field.defaultChecked) handOverChoice(field);
    } else if (field.value !== field.defaultValue) {
      handOverText(field);
    }
  }
}

/**
 * Takes what was typed into the element's fields (or those of its part matching `part`) before
 * hydration, in the commit that hydrates it: a layout effect, before any later render could write
 * React's values over the typed ones.
 */
export function useTypedBeforeHydration(ref: RefObject<HTMLElement | null>, part?: string): void {
  useLayoutEffect(() => {
    const root = part ? ref.current?.querySelector(part) : ref.current;
    if (root) takeTypedValues(root);
  }, [ref, part]);
}
