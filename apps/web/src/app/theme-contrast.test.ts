import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';
import { AA_TEXT, contrast, firstReadable, readableColorVariables } from './theme-contrast';

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
    expect(contrast(lightText, full.colors[name]?.[1] as string)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('gives error text the readable red', () => {
    expect(variables['--mantine-color-error']).toBe('var(--mantine-color-red-filled)');
    expect(variables['--mantine-color-red-filled']).toBe(full.colors.red[9]);
  });
});
