import { useEffect, useEffectEvent, useLayoutEffect } from 'react';
import { onSessionEnd } from './sessionEnd';

// What a shopper typed in a signed-in form outlives a session that ends under it (a 401): the
// guard sends them to sign in and back, which unmounts the form. It waits in sessionStorage (this
// tab only, gone when it closes), marked with whose it is, so another shopper signing in on the
// same tab never gets it. Card data and files are never given to it.

const storageKey = (key: string) => `kept-input:${key}`;

interface Kept<T> {
  owner: number;
  values: T;
}

/** What a form of `key` kept for this shopper and has not given back yet (to open that form at once). */
export function keptInput<T>(key: string, owner: number | undefined): T | undefined {
  try {
    const kept = JSON.parse(sessionStorage.getItem(storageKey(key)) ?? 'null') as Kept<T> | null;
    return kept && owner !== undefined && kept.owner === owner ? kept.values : undefined;
  } catch {
    return undefined;
  }
}

interface KeepOptions<T> {
  /** What to keep when the session ends now, or undefined when nothing typed is unsaved. */
  keep: () => T | undefined;
  /** Puts the kept values back into the form, on its first render after signing in again. */
  restore: (values: T) => void;
  /** Kept too when the page is left (a reload, another site): the shopper's choices survive it. */
  onLeave?: boolean;
}

/**
 * Keeps a form's unsaved values under `key` when the session ends (and, `onLeave`, when the page is
 * left), and gives them back once when the form is shown again to the same shopper (`owner`,
 * their user id).
 */
export function useKeptInput<T>(key: string, owner: number | undefined, { keep, restore, onLeave = false }: KeepOptions<T>): void {
  const save = useEffectEvent(() => {
    const values = keep();
    if (owner === undefined || values === undefined) return;
    try {
      sessionStorage.setItem(storageKey(key), JSON.stringify({ owner, values } satisfies Kept<T>));
    } catch {
      // Storage full or refused: the values are lost as they were before.
    }
  });
  const giveBack = useEffectEvent(() => {
    const values = keptInput<T>(key, owner);
    if (values === undefined) return;
    sessionStorage.removeItem(storageKey(key));
    restore(values);
  });

  // Before the first paint, so the form never shows the saved values first.
  useLayoutEffect(() => giveBack(), []);
  useEffect(() => onSessionEnd(() => save()), []);
  useEffect(() => {
    if (!onLeave) return undefined;
    const leave = () => save();
    addEventListener('pagehide', leave);
    return () => removeEventListener('pagehide', leave);
  }, [onLeave]);
}
