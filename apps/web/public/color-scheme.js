/*
 * The colour scheme, set before the page paints (index.html loads this file in its head, blocking), so a
 * reader of the dark scheme never sees a white flash first, whether the page came rendered by the server
 * or not. Mantine's ColorSchemeScript does the same inline; the content security policy allows no inline
 * script, so it is this file. Same key and values as Mantine's localStorageColorSchemeManager
 * (app/color-scheme.ts): 'light', 'dark', or 'auto' (or nothing) to follow the system.
 */
(() => {
  let scheme = 'light';
  try {
    const chosen = window.localStorage.getItem('mantine-color-scheme-value');
    scheme =
      chosen === 'light' || chosen === 'dark'
        ? chosen
        : window.matchMedia('(prefers-color-scheme: dark)').matches
          ? 'dark'
          : 'light';
  } catch (_) {
    // storage refused (private mode, blocked cookies): the system's choice, or light
  }
  document.documentElement.setAttribute('data-mantine-color-scheme', scheme);
})();
