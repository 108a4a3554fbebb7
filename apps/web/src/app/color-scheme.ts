import { localStorageColorSchemeManager } from '@mantine/core';

/**
 * Where the reader's choice of light or dark is kept. public/color-scheme.js reads the same key before
 * the first paint, so keep the two in step. Nothing stored means the system's scheme is followed.
 */
export const COLOR_SCHEME_KEY = 'mantine-color-scheme-value';

export const colorSchemeManager = localStorageColorSchemeManager({ key: COLOR_SCHEME_KEY });
