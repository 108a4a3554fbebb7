import {
  darken,
  defaultVariantColorsResolver,
  getPrimaryShade,
  luminance,
  type MantineTheme,
  type VariantColorsResolver,
} from '@mantine/core';

/** WCAG 2.2 AA (1.4.3): normal-size text needs 4.5:1 against what is behind it. */
export const AA_TEXT = 4.5;

/** The WCAG contrast ratio of two colours, from 1 (the same) to 21 (black on white). */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The first of `shades` readable on every one of `backgrounds`; when none is, the darkest one darkened
 * step by step until it is (Mantine's orange and yellow never reach 4.5:1 on white).
 */
export function firstReadable(shades: readonly string[], backgrounds: readonly string[]): string {
  const readable = (color: string) => backgrounds.every((bg) => contrast(color, bg) >= AA_TEXT);
  const found = shades.find(readable);
  if (found) return found;
  let color = shades[shades.length - 1] as string;
  for (let step = 0; step < 20 && !readable(color); step++) color = darken(color, 0.05);
  return color;
}

/**
 * Light-scheme colour variables under which every colour's text passes AA, whatever variant shows it:
 * white on `filled`, `filled`/`outline` text on white (Mantine's default shade 7 gives red 3.8:1,
 * teal 3.1:1), `light` variant text on its tint and its hover tint (yellow 2.7:1), and error text (red 6, 3.3:1).
 * Cards and page tints use gray 0, so text must read on it as on white.
 */
export function readableColorVariables(theme: MantineTheme): Record<string, string> {
  const surfaces = [theme.white, theme.colors.gray[0]];
  const from = getPrimaryShade(theme, 'light');
  const variables: Record<string, string> = {};
  for (const [name, shades] of Object.entries(theme.colors)) {
    const filled = firstReadable(shades.slice(from), surfaces);
    variables[`--mantine-color-${name}-filled`] = filled;
    variables[`--mantine-color-${name}-filled-hover`] = darken(filled, 0.12);
    variables[`--mantine-color-${name}-outline`] = filled;
    // on the tint and on the deeper tint under the pointer (Mantine's light-hover, shade 2): teal 9 on
    // teal 2 is 4.1:1, the hovered match chip axe found
    variables[`--mantine-color-${name}-light-color`] = firstReadable([shades[9]], [shades[1], shades[2]]);
  }
  // Error text under fields, in alerts and on the sign-up, contact and password forms.
  variables['--mantine-color-error'] = 'var(--mantine-color-red-filled)';
  return variables;
}

/** What text sits on in the dark scheme: the body (dark 7), cards and inputs (dark 6), hovered rows (dark 5). */
export const darkSurfaces = (theme: MantineTheme) =>
  [7, 6, 5].map((shade) => theme.colors.dark[shade] as string);

/**
 * Dark-scheme colour variables under which every colour's text passes AA (issue 23): white on `filled`
 * (Mantine's dark shade 5 gives white on orange 2.2:1, the Draft ribbon), and `outline` text, coloured text
 * and error text on the dark body and cards (red 8, Mantine's dark error, is 3.3:1 there). Light shades
 * are tried from the middle outwards, so a colour stays as saturated as reading allows.
 */
export function readableDarkColorVariables(theme: MantineTheme): Record<string, string> {
  const surfaces = darkSurfaces(theme);
  const from = getPrimaryShade(theme, 'dark');
  const variables: Record<string, string> = {};
  for (const [name, shades] of Object.entries(theme.colors)) {
    const filled = firstReadable(shades.slice(from), [theme.white]);
    variables[`--mantine-color-${name}-filled`] = filled;
    variables[`--mantine-color-${name}-filled-hover`] = darken(filled, 0.12);
    const text = firstReadable([...shades.slice(0, from)].reverse(), surfaces);
    variables[`--mantine-color-${name}-outline`] = text;
    variables[`--mantine-color-${name}-text`] = text;
  }
  variables['--mantine-color-error'] = 'var(--mantine-color-red-text)';
  return variables;
}

/** 'red.9': a colour with one of the dark shades that the light scheme's readable variables stand for. */
const DARK_SHADE = /^([a-z]+)\.([7-9])$/i;

/**
 * Components asked for a dark shade of a colour (color="red.9", the readable red on white) get the
 * colour's readable variables instead, so they read in both schemes: the fixed shade was dark red text
 * on the dark body (2.6:1 for an outline Deny button). In the light scheme those variables are that
 * same dark shade (or darker), so nothing changes there.
 */
export const readableShadesResolver: VariantColorsResolver = (input) => {
  const [, name] = DARK_SHADE.exec(typeof input.color === 'string' ? input.color : '') ?? [];
  const color = name && name in input.theme.colors ? name : input.color;
  return defaultVariantColorsResolver({ ...input, color });
};
