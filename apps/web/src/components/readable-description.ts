/**
 * Mantine's input descriptions use the 'dimmed' grey, which falls short of WCAG AA contrast on white;
 * fields with a description pass this to `styles` so the hint stays readable.
 */
export const READABLE_DESCRIPTION = { description: { color: 'var(--mantine-color-gray-7)' } } as const;
