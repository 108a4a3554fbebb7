import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import classes from './color-scheme-toggle.module.css';
import { MoonIcon, SunIcon } from './icons';

/**
 * Dark colours on or off. The scheme follows the system until the reader presses this; their choice
 * then outlives the visit (Mantine keeps it, public/color-scheme.js applies it before the first paint).
 * Both icons are in the markup and the stylesheet shows the one for the scheme in force, so the server's
 * markup fits either scheme. The pressed state is set once the page runs (useMounted): the server cannot
 * know the stored choice, and a state that differed while hydrating would keep the server's attribute.
 */
export function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: true });
  const dark = useMounted() && computed === 'dark';
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      aria-label="Dark colours"
      aria-pressed={dark}
      title={dark ? 'Dark colours are on' : 'Dark colours are off'}
      onClick={() => setColorScheme(dark ? 'light' : 'dark')}
      data-color-scheme-toggle=""
    >
      <MoonIcon className={classes.moon} />
      <SunIcon className={classes.sun} />
    </ActionIcon>
  );
}
