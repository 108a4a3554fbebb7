import type { z } from 'zod';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

/**
 * Keys of `input` that the schema's output no longer has: the server strips keys its contract does not
 * know, so a fake carrying one shows the app something the real API never sends.
 */
function droppedKeys(input: unknown, output: unknown, path: string): string[] {
  if (Array.isArray(input) && Array.isArray(output)) {
    return input.flatMap((item, index) => droppedKeys(item, output[index], `${path}[${index}]`));
  }
  if (!isRecord(input) || !isRecord(output)) return [];
  return Object.keys(input).flatMap((key) => {
    const at = path ? `${path}.${key}` : key;
    return key in output ? droppedKeys(input[key], output[key], at) : [at];
  });
}

/** Why `value` is not an answer the contract allows, or null when it is. */
export function contractBreach(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  if (!result.success) {
    return result.error.issues
      .map((issue) => `${issue.path.join('.') || '(answer)'}: ${issue.message}`)
      .join('; ');
  }
  const unknown = droppedKeys(value, result.data, '');
  return unknown.length > 0 ? `not in the contract: ${unknown.join(', ')}` : null;
}
