import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { checkCalls, server } from './api';

// Every wait for the page: a lazy page renders after its chunk loads (and a guest form's schema after
// its own), and on a 2-core machine shared with other work the first one took 17-19 s at load 13 (the
// default is 1 s). vitest.config.ts gives each test room for two such waits.
configure({ asyncUtilTimeout: 30_000 });

// Every call goes to the fake API of ./api: no test reaches a network.
beforeAll(() => server.listen());
afterAll(() => server.close());

// Globals are off, so Testing Library cannot register its own cleanup. The page goes first, so that
// no call it makes is left to the next test; then the test fails if a fake answer broke the contract.
// Toasts live in a store outside the page: one still showing on a slow machine would be found by the next test.
afterEach(() => {
  cleanup();
  notifications.clean();
  localStorage.clear();
  sessionStorage.clear();
  // the files share one window (vitest.config.ts: isolate false), so nothing a page wrote may outlive its test
  for (const cookie of document.cookie.split('; ').filter(Boolean)) {
    // biome-ignore lint/suspicious/noDocumentCookie: clearing jsdom's cookies between tests
    document.cookie = `${cookie.split('=')[0]}=; Path=/; Max-Age=0`;
  }
  checkCalls();
});

// jsdom lacks the layout APIs Mantine and the router touch.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

if (typeof window.ResizeObserver === 'undefined') {
  Object.assign(window, {
    ResizeObserver: class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  });
}

window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};

// jsdom has no FontFaceSet; autosizing text areas listen to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener() {}, removeEventListener() {} },
  });
}
