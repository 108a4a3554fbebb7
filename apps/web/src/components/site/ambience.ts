import { useSyncExternalStore } from 'react';

/**
 * The background sound (§1): a short loop shipped in public/, started by the visitor's first click or
 * touch (browsers refuse sound before a gesture), paused while the tab is hidden, and muted for good once
 * the visitor says so. One audio element for the whole visit, created on first use so a visit that never
 * clicks never downloads it.
 */

export const AMBIENCE_SRC = '/ambience.wav';
export const AMBIENCE_MUTED_KEY = 'ambience_muted';
const VOLUME = 0.35;
const GESTURES = ['click', 'touchend'] as const;
/** Marks the mute toggle: a first click there decides the sound itself, so it must not start it first. */
export const AMBIENCE_TOGGLE_ATTRIBUTE = 'data-ambience-toggle';

function readMuted(): boolean {
  try {
    return globalThis.localStorage?.getItem(AMBIENCE_MUTED_KEY) === 'true';
  } catch {
    return false;
  }
}

let muted = readMuted();
let gestured = false;
let audio: HTMLAudioElement | null = null;
const listeners = new Set<() => void>();

function element(): HTMLAudioElement {
  if (!audio) {
    audio = new Audio(AMBIENCE_SRC);
    audio.loop = true;
    audio.volume = VOLUME;
  }
  return audio;
}

function shouldPlay(): boolean {
  return gestured && !muted && document.visibilityState === 'visible';
}

/** Plays or pauses to match the current state; a refusal by the browser is only logged (§1). */
function sync(): void {
  if (shouldPlay()) {
    const refused = (error: unknown) => console.info('Background sound could not start:', error);
    try {
      // Older engines return nothing instead of a promise.
      element().play()?.catch(refused);
    } catch (error) {
      refused(error);
    }
  } else {
    audio?.pause();
  }
}

export function isAmbienceMuted(): boolean {
  return muted;
}

export function setAmbienceMuted(next: boolean): void {
  muted = next;
  try {
    globalThis.localStorage?.setItem(AMBIENCE_MUTED_KEY, String(next));
  } catch {
    // A blocked storage only means the choice is not remembered.
  }
  for (const listener of listeners) listener();
  sync();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAmbienceMuted(): boolean {
  // The server's HTML knows nothing of this browser's choice: hydration starts from 'not muted', and
  // React then renders the real value.
  return useSyncExternalStore(subscribe, isAmbienceMuted, () => false);
}

/** Wires the gesture and visibility listeners; returns the undo, for React's effect cleanup. */
export function installAmbience(): () => void {
  const onGesture = (event: Event) => {
    gestured = true;
    for (const type of GESTURES) document.removeEventListener(type, onGesture, true);
    const target = event.target instanceof Element ? event.target : null;
    if (!target?.closest(`[${AMBIENCE_TOGGLE_ATTRIBUTE}]`)) sync();
  };
  if (!gestured) {
    // Capture phase: the gesture counts even when a handler stops it from bubbling.
    for (const type of GESTURES) document.addEventListener(type, onGesture, true);
  }
  document.addEventListener('visibilitychange', sync);
  return () => {
    for (const type of GESTURES) document.removeEventListener(type, onGesture, true);
    document.removeEventListener('visibilitychange', sync);
    audio?.pause();
  };
}
