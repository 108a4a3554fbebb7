import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';
import {
  AA_TEXT,
  contrast,
  darkSurfaces,
  firstReadable,
  readableColorVariables,
  readableDarkColorVariables,
  readableShadesResolver,
} from './theme-contrast';

const full = mergeMantineTheme(DEFAULT_THEME, theme);
const variables = readableColorVariables(full);

describe('contrast', () => {
  it('measures as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#ffffff', '#ffffff')).toBe(1);
    // Issue 23's findings, measured the same way.
    expect(contrast('#fa5252', '#ffffff')).toBeCloseTo(3.28, 2);
    expect(contrast('#ffffff', '#e8590c')).toBeCloseTo(3.58, 2);
  });
});

describe('firstReadable', () => {
  it('keeps the first shade that reads', () => {
    expect(firstReadable(['#fa5252', '#e03131', '#c92a2a'], ['#ffffff', '#f8f9fa'])).toBe('#c92a2a');
  });

  it('darkens the last shade when none reads', () => {
    const color = firstReadable(['#fab005'], ['#ffffff']);
    expect(contrast(color, '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT);
  });
});

describe('readableColorVariables', () => {
  const surfaces = [full.white, full.colors.gray[0]];

  it.each(Object.keys(full.colors))('%s: filled, outline and light text read at AA', (name) => {
    const filled = variables[`--mantine-color-${name}-filled`] as string;
    for (const surface of surfaces) expect(contrast(filled, surface)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(variables[`--mantine-color-${name}-outline`]).toBe(filled);
    const lightText = variables[`--mantine-color-${name}-light-color`] as string;
    // the tint, and the deeper tint a hovered light button shows (Mantine's light-hover is shade 2)
    for (const tint of [1, 2]) {
      expect(contrast(lightText, full.colors[name]?.[tint] as string)).toBeGreaterThanOrEqual(AA_TEXT);
    }
  });

  it('gives error text the readable red', () => {
    expect(variables['--mantine-color-error']).toBe('var(--mantine-color-red-filled)');
    expect(variables['--mantine-color-red-filled']).toBe(full.colors.red[9]);
  });
});

describe('readableDarkColorVariables', () => {
  const dark = readableDarkColorVariables(full);
  const surfaces = darkSurfaces(full);

  it.each(Object.keys(full.colors))(
    '%s: white on filled, and outline and coloured text on the dark body and cards, read at AA',
    (name) => {
      const filled = dark[`--mantine-color-${name}-filled`] as string;
      expect(contrast(full.white, filled)).toBeGreaterThanOrEqual(AA_TEXT);
      const text = dark[`--mantine-color-${name}-outline`] as string;
      for (const surface of surfaces) expect(contrast(text, surface)).toBeGreaterThanOrEqual(AA_TEXT);
      expect(dark[`--mantine-color-${name}-text`]).toBe(text);
    },
  );

  it('fixes what issue 23 measured: the Draft ribbon (white on orange) and the error text', () => {
    // Mantine's own: white on orange 5 (the theme's dark primary shade), red 8 error text on the body
    expect(contrast(full.white, full.colors.orange[5])).toBeLessThan(AA_TEXT);
    expect(contrast(full.colors.red[8], full.colors.dark[7])).toBeLessThan(AA_TEXT);
    expect(contrast(full.white, dark['--mantine-color-orange-filled'] as string)).toBeGreaterThanOrEqual(
      AA_TEXT,
    );
    expect(dark['--mantine-color-error']).toBe('var(--mantine-color-red-text)');
  });
});

describe('readableShadesResolver', () => {
  const resolve = (color: string, variant: string) =>
    readableShadesResolver({ color, variant, theme: full, autoContrast: false });

  it('gives a dark shade (red.9) the colour’s readable variables, which follow the scheme', () => {
    expect(resolve('red.9', 'outline')).toEqual(resolve('red', 'outline'));
    expect(resolve('red.9', 'outline').color).toBe('var(--mantine-color-red-outline)');
    expect(resolve('teal.9', 'filled').background).toBe('var(--mantine-color-teal-filled)');
  });

  it('leaves light shades and plain colours as Mantine resolves them', () => {
    expect(resolve('bridge.4', 'filled').background).toBe('var(--mantine-color-bridge-4)');
    expect(resolve('red', 'outline').color).toBe('var(--mantine-color-red-outline)');
  });
});
