import { type CSSVariablesResolver, createTheme, type MantineColorsTuple } from '@mantine/core';
import { readableColorVariables, readableDarkColorVariables, readableShadesResolver } from './theme-contrast';

// A deep blue that reads as trustworthy for money matters, with teal as the friendly accent.
const bridge: MantineColorsTuple = [
  '#e8f1fb',
  '#cfe0f3',
  '#9dbfe8',
  '#689cdd',
  '#3d7fd3',
  '#226ccd',
  '#1260c4',
  '#0b4f8a',
  '#07447a',
  '#003a6b',
];

const lagoon: MantineColorsTuple = [
  '#e3fbf8',
  '#d0f3ee',
  '#a3e6dc',
  '#72d9c9',
  '#4bcdb9',
  '#33c6ae',
  '#22c2a9',
  '#0fab94',
  '#009883',
  '#008470',
];

// Inter Variable is self-hosted (app/fonts.css); the system fonts stand in until it is there.
const systemFonts =
  "'Inter Variable', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'";

export const theme = createTheme({
  primaryColor: 'bridge',
  primaryShade: { light: 7, dark: 5 },
  colors: { bridge, lagoon },
  fontFamily: systemFonts,
  headings: { fontFamily: systemFonts, fontWeight: '700' },
  defaultRadius: 'md',
  // Keyboard users always see where focus is; mouse clicks do not leave rings behind.
  focusRing: 'auto',
  cursorType: 'pointer',
  // A person who asked their system for less motion gets dialogs, menus and drawers without transitions.
  respectReducedMotion: true,
  // color="red.9" and the like read in the dark scheme too (theme-contrast.ts)
  variantColorResolver: readableShadesResolver,
  components: {
    // Mantine's close buttons are an icon with no name; screen readers would announce just "button".
    // Plain objects, not Modal.extend(): importing the components here would put them in the first paint.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    // Mantine puts an empty focus holder in every menu, which a menu may not contain (ARIA: only items
    // and separators). Without it the opened menu itself takes focus and the arrow keys reach the items.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // A spinner is a live status: its label is then a name it may carry (axe refuses aria-label on a
    // plain span). Not busy: some stay while a job runs ("Preparing the agreements…") beside a page
    // that is otherwise complete.
    Loader: { defaultProps: { role: 'status' } },
  },
});

/**
 * Mantine's light 'dimmed' text (gray 6) is 3.3:1 on white, under WCAG AA; gray 7 reads 7:1.
 * Descriptions, hints and captions all use it, so one variable fixes them everywhere. The colour
 * variants (filled, outline, light) and error text are lifted to AA the same way (theme-contrast.ts).
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  // --ab-*: the app's accent text and tinted sections, which need other shades in the dark scheme.
  light: {
    ...readableColorVariables(t),
    '--mantine-color-dimmed': t.colors.gray[7],
    '--ab-accent-text': bridge[8],
    '--ab-teal-text': '#006657',
    '--ab-tint': bridge[0],
  },
  // Dark (issue 23): the app writes its quiet text as gray 7 (c="gray.7"), dark on white; on a dark page
  // that shade reads as gray 5 (7:1 on the body), and 'dimmed' likewise (Mantine's dark 2 is 4:1).
  // Links and accents take light shades of the brand colours there (AA on the dark body and cards).
  dark: {
    ...readableDarkColorVariables(t),
    '--mantine-color-dimmed': t.colors.gray[5],
    '--mantine-color-gray-7': t.colors.gray[5],
    '--mantine-color-anchor': bridge[2],
    '--ab-accent-text': bridge[2],
    '--ab-teal-text': lagoon[3],
    '--ab-tint': t.colors.dark[6],
  },
});
