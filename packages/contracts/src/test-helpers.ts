import type { z } from 'zod';

/** Fixed UUIDs so samples read clearly: id(1), id(2), ... */
export const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function issuesOf(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`expected a failure, got ${JSON.stringify(result.data)}`);
  return result.error.issues;
}

/** The message a form shows first for this input. */
export function firstMessage(schema: z.ZodType, input: unknown): string | undefined {
  return issuesOf(schema, input)[0]?.message;
}

/** Field path and message of every issue, in order. */
export function issueList(schema: z.ZodType, input: unknown): [string, string][] {
  return issuesOf(schema, input).map((issue) => [issue.path.join('.'), issue.message]);
}

/** Rows of [input change, expected message] with a short label first, for readable `it.each` titles. */
export function labelled<T>(rows: [T, string][]): [string, T, string][] {
  const shorten = (_key: string, value: unknown) => {
    if (value === undefined) return '(missing)';
    return typeof value === 'string' && value.length > 40
      ? `${value.slice(0, 12)}… (${value.length} chars)`
      : value;
  };
  return rows.map(([input, message]) => [JSON.stringify(input, shorten) ?? String(input), input, message]);
}
