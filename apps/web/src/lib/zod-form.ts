import type { FormErrors } from '@mantine/form';
import { type FormEvent, useEffect, useState } from 'react';
import type { z } from 'zod';
import { ApiError } from './api-client';
import { whenIdle } from './deferred';

/** Mantine's dotted path ('investment_range.min', 'team.0.name') for a zod issue path. */
export function issuePath(path: readonly PropertyKey[]): string {
  return path
    .map((segment) => (typeof segment === 'symbol' ? segment.description : String(segment)))
    .join('.');
}

/** The first message per field, the way a form shows them. */
export function zodIssuesToErrors(issues: readonly z.core.$ZodIssue[]): FormErrors {
  const errors: FormErrors = {};
  for (const issue of issues) {
    const key = issuePath(issue.path);
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/**
 * A Mantine `validate` function driven by a contract schema, so the form and the server apply the same
 * rules and words (D2). `toInput` maps form values to the request when they differ (extra UI-only
 * fields, values that come from the URL); it must not throw.
 */
export function zodFormValidate<Values, Input = Values>(
  schema: z.ZodType,
  toInput?: (values: Values) => Input,
): (values: Values) => FormErrors {
  return (values) => {
    const result = schema.safeParse(toInput ? toInput(values) : values);
    return result.success ? {} : zodIssuesToErrors(result.error.issues);
  };
}

/**
 * A form's contract schema, fetched when first needed rather than with its page: zod and the schemas are
 * most of a form's code, and a form checks its values only when it is sent (issue 31: a server-rendered
 * form is usable within 1 s of first paint on a phone). `useFormSchema` fetches it once the page is idle;
 * a submit before then waits for it. Should it fail to arrive (offline), the form is sent unchecked and
 * the server's answer names the fields it refuses, as it does for any form.
 */
export interface FormSchema<Values> {
  /** Mantine's `validate`: the contract's errors, none until the schema is here. */
  validate: (values: Values) => FormErrors;
  /** The contract's errors, or null while the schema has not arrived. */
  check: (values: Values) => FormErrors | null;
  /** Fetches the schema (once); resolves when it is here. */
  ready: () => Promise<void>;
  /** Whether the schema is here. */
  loaded: () => boolean;
  /** A form's onSubmit that first waits for the schema; `submit` is Mantine's `form.onSubmit(...)`. */
  submitting: (
    submit: (event?: FormEvent<HTMLFormElement>) => void,
  ) => (event?: FormEvent<HTMLFormElement>) => void;
}

export function lazyFormSchema<Values, Input = Values>(
  load: () => Promise<z.ZodType>,
  toInput?: (values: Values) => Input,
): FormSchema<Values> {
  let validate: ((values: Values) => FormErrors) | null = null;
  let pending: Promise<void> | null = null;
  // a second press while the first waits for the schema would send the form twice
  let waiting = false;
  const ready = () => {
    pending ??= load().then(
      (schema) => {
        validate = zodFormValidate(schema, toInput);
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  return {
    validate: (values) => validate?.(values) ?? {},
    check: (values) => validate?.(values) ?? null,
    ready,
    loaded: () => validate !== null,
    submitting: (submit) => (event) => {
      event?.preventDefault();
      if (validate) return submit(event);
      if (waiting) return;
      waiting = true;
      const send = () => {
        waiting = false;
        submit(event);
      };
      void ready().then(send, send);
    },
  };
}

/** Fetches the form's schema once the page is idle; true once it is here (the form renders again then). */
export function useFormSchema<Values>(schema: FormSchema<Values>): boolean {
  const [loaded, setLoaded] = useState(schema.loaded);
  useEffect(() => {
    if (schema.loaded()) return;
    let live = true;
    const cancel = whenIdle(() =>
      schema.ready().then(
        () => live && setLoaded(true),
        // offline: a submit asks again
        () => {},
      ),
    );
    return () => {
      live = false;
      cancel();
    };
  }, [schema]);
  return loaded;
}

/**
 * Field messages of a 400 answer, limited to the fields (and their nested paths) the form shows, so none
 * is lost on a field that does not exist; the rest are returned for an error box.
 */
export function serverFieldErrors(
  error: unknown,
  fields: readonly string[],
): { fieldErrors: FormErrors; otherErrors: string[] } {
  const fieldErrors: FormErrors = {};
  const otherErrors: string[] = [];
  if (!(error instanceof ApiError)) return { fieldErrors, otherErrors };
  for (const [key, message] of Object.entries(error.errors)) {
    if (fields.some((field) => key === field || key.startsWith(`${field}.`))) fieldErrors[key] = message;
    else otherErrors.push(message);
  }
  return { fieldErrors, otherErrors };
}

/**
 * What a failed call tells the person: the server's own words when it answered with a reason, else
 * the fallback of §8 for that screen (no answer, or a server fault it could not explain).
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return error.message;
  return fallback;
}

/** About a second of frames: a form whose errors are not on screen by then has none to show. */
const ERROR_RENDER_FRAMES = 60;

/** Moves focus to the first field marked invalid, so keyboard and screen-reader users land on it. */
export function focusFirstError(root: ParentNode = document): void {
  focusWhenShown(root, ERROR_RENDER_FRAMES);
}

// Errors render in a frame to come, usually the next; on a busy page React may take a few more, and
// focusing before they are there finds nothing: look again on each frame, a bounded number of times.
function focusWhenShown(root: ParentNode, framesLeft: number): void {
  requestAnimationFrame(() => {
    const field = root.querySelector<HTMLElement>('[aria-invalid="true"], input[data-invalid="true"]');
    if (!field) {
      if (framesLeft > 0) focusWhenShown(root, framesLeft - 1);
      return;
    }
    field.focus();
    // A searchable select opens its list on focus, which would cover the very errors being pointed at:
    // close it again (Escape is how its keyboard users close it too). The caret stays in the field.
    // It opens on the next render, so it is closed on the frame after.
    if (field.getAttribute('role') === 'combobox' || field.hasAttribute('aria-haspopup')) {
      requestAnimationFrame(() => {
        field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
      });
    }
  });
}
