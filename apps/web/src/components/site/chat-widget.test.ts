import { describe, expect, it, vi } from 'vitest';
import { resolveChatWidgetSrc } from './chat-widget';

const ORIGIN = 'https://angelbridge.example';

describe('live-chat widget source', () => {
  it('when nothing is configured, then no widget loads', () => {
    expect(resolveChatWidgetSrc(undefined, ORIGIN)).toBeNull();
    expect(resolveChatWidgetSrc('  ', ORIGIN)).toBeNull();
  });

  it('when the script is served by the app itself, then it loads from there', () => {
    expect(resolveChatWidgetSrc('/chat/widget.js', ORIGIN)).toBe(`${ORIGIN}/chat/widget.js`);
  });

  it("when the script is on the provider's origin, then it loads from there", () => {
    expect(resolveChatWidgetSrc('https://widget.example.net/loader.js', ORIGIN)).toBe(
      'https://widget.example.net/loader.js',
    );
  });

  it('when the address is not a URL, then nothing loads and a warning says why', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(resolveChatWidgetSrc('http://', ORIGIN)).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('not a valid address'));
  });
});
