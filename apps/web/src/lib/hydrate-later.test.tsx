import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The module keeps, per visit, whether the first page is ready: each test takes a fresh copy.
async function freshModule() {
  vi.resetModules();
  return import('./hydrate-later');
}

function deferredLoad() {
  let resolve: () => void = () => {};
  const arrived = new Promise<void>((r) => {
    resolve = r;
  });
  return { arrived, resolve };
}

beforeEach(() => document.documentElement.removeAttribute('data-ready'));
afterEach(cleanup);
// The files of a worker share one module graph (vitest.config.ts): the last fresh copy would be the one
// every later file imports, with this file's parts in it (one never loads), and a later file's
// loadLaterParts() would wait for it forever. Later files get a clean copy instead.
afterAll(() => {
  vi.resetModules();
});

describe('lazyPart', () => {
  it('when the server has loaded the parts, then a part renders inline, in the same pass', async () => {
    const { lazyPart, loadLaterParts } = await freshModule();
    const Results = lazyPart(async () => ({ label }: { label: string }) => <p>{label}</p>);
    await loadLaterParts();
    const html = renderToString(
      <Suspense fallback={<p>loading</p>}>
        <Results label="the listing" />
      </Suspense>,
    );
    expect(html).toContain('the listing');
    expect(html).not.toContain('loading');
  });
});

describe('HydrateLater', () => {
  it('marks the document ready only once the page and every part are live', async () => {
    const { HydrateLater, lazyPart, usePageLive } = await freshModule();
    const { arrived, resolve } = deferredLoad();
    const Results = lazyPart(() => arrived.then(() => () => <p>the listing</p>));
    // biome-ignore lint/correctness/noComponentHookFactories: each test builds its page from a fresh module's hooks
    function Page() {
      usePageLive();
      return <p>the form</p>;
    }
    render(
      <>
        <HydrateLater>
          <p>the header</p>
        </HydrateLater>
        <Page />
        <HydrateLater fallback={<p>loading the listing</p>}>
          <Results />
        </HydrateLater>
      </>,
    );
    expect(await screen.findByText('loading the listing')).toBeTruthy();
    expect(document.documentElement.hasAttribute('data-ready')).toBe(false);
    await act(async () => resolve());
    expect(await screen.findByText('the listing')).toBeTruthy();
    expect(document.documentElement.hasAttribute('data-ready')).toBe(true);
  });

  it('waits no longer for a part that went away before it was live', async () => {
    const { HydrateLater, lazyPart, usePageLive } = await freshModule();
    const Never = lazyPart(() => new Promise<() => null>(() => {}));
    // biome-ignore lint/correctness/noComponentHookFactories: each test builds its page from a fresh module's hooks
    function Page({ withPart }: { withPart: boolean }) {
      usePageLive();
      return withPart ? (
        <HydrateLater>
          <Never />
        </HydrateLater>
      ) : null;
    }
    const { rerender } = render(<Page withPart />);
    await act(async () => {});
    expect(document.documentElement.hasAttribute('data-ready')).toBe(false);
    rerender(<Page withPart={false} />);
    await act(async () => {});
    expect(document.documentElement.hasAttribute('data-ready')).toBe(true);
  });
});
