import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Ambience = typeof import('./ambience');

let play: ReturnType<typeof vi.fn<() => Promise<void>>>;
let pause: ReturnType<typeof vi.fn<() => void>>;
let visibility: DocumentVisibilityState = 'visible';

/** A fresh copy of the module per test: its state lives for a whole visit. */
async function load(): Promise<Ambience> {
  vi.resetModules();
  return import('./ambience');
}

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  play = vi.fn<() => Promise<void>>(() => Promise.resolve());
  pause = vi.fn<() => void>();
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(pause);
});

let uninstall: (() => void) | undefined;
afterEach(() => {
  uninstall?.();
  uninstall = undefined;
});

describe('background sound', () => {
  it('when the page loads, then nothing plays until the first click', async () => {
    const ambience = await load();
    uninstall = ambience.installAmbience();
    expect(play).not.toHaveBeenCalled();
    document.body.click();
    expect(play).toHaveBeenCalledTimes(1);
    const audio = play.mock.contexts[0] as HTMLAudioElement;
    expect(audio.loop).toBe(true);
    expect(audio.src).toContain(ambience.AMBIENCE_SRC);
  });

  it('when the first gesture is a touch, then it starts too', async () => {
    const ambience = await load();
    uninstall = ambience.installAmbience();
    document.body.dispatchEvent(new Event('touchend', { bubbles: true }));
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('when the tab is hidden, then it pauses, and it resumes when the tab is back', async () => {
    const ambience = await load();
    uninstall = ambience.installAmbience();
    document.body.click();
    setVisibility('hidden');
    expect(pause).toHaveBeenCalled();
    setVisibility('visible');
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('when the browser refuses to play, then it is only logged', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    play.mockImplementation(() => Promise.reject(new DOMException('blocked', 'NotAllowedError')));
    const ambience = await load();
    uninstall = ambience.installAmbience();
    document.body.click();
    await vi.waitFor(() => expect(info).toHaveBeenCalled());
  });

  it('when muted, then it stays silent and the choice is stored for the next visit', async () => {
    let ambience = await load();
    uninstall = ambience.installAmbience();
    ambience.setAmbienceMuted(true);
    document.body.click();
    expect(play).not.toHaveBeenCalled();
    expect(localStorage.getItem(ambience.AMBIENCE_MUTED_KEY)).toBe('true');
    uninstall();

    ambience = await load();
    expect(ambience.isAmbienceMuted()).toBe(true);
  });

  it('when the first click is on the mute toggle, then the sound never starts', async () => {
    const ambience = await load();
    uninstall = ambience.installAmbience();
    const toggle = document.createElement('button');
    toggle.setAttribute(ambience.AMBIENCE_TOGGLE_ATTRIBUTE, '');
    toggle.addEventListener('click', () => ambience.setAmbienceMuted(true));
    document.body.append(toggle);
    toggle.click();
    expect(play).not.toHaveBeenCalled();
    toggle.remove();
  });
});
