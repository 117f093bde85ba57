// 'Show translation keys': every text on every screen followed by its catalog key, so a
// translator can find what to change from a screenshot. An owner turns it on for this
// browser in the profile (permission i18n.keys); it shows only while an admin who may use
// it is signed in, so the next admin at the same browser does not inherit it. In
// development, ?i18n=keys in the address shows the keys for the whole visit, signed in or not.
import { useSyncExternalStore } from 'react';

const STORAGE_KEY = 'cvAdmin.showTranslationKeys';

/** Whether an address asks for the keys: only a development build listens to it. */
export const addressAsksForKeys = (search: string, development: boolean) => development && new URLSearchParams(search).get('i18n') === 'keys';

const fromAddress = typeof window !== 'undefined' && addressAsksForKeys(window.location.search, import.meta.env.DEV);
let wanted = typeof localStorage !== 'undefined' && localStorage.getItem(STORAGE_KEY) === 'on';
let allowed = false;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether the screens show the keys now. */
export const translationKeysShown = () => fromAddress || (wanted && allowed);

export function useTranslationKeysShown(): boolean {
  return useSyncExternalStore(subscribe, translationKeysShown);
}

/** The owner's switch: on or off for this browser. */
export function setTranslationKeysWanted(on: boolean) {
  wanted = on;
  if (on) localStorage.setItem(STORAGE_KEY, 'on');
  else localStorage.removeItem(STORAGE_KEY);
  changed();
}

export function useTranslationKeysWanted(): boolean {
  return useSyncExternalStore(subscribe, () => wanted);
}

/** Whether the signed-in admin may see the keys (the shell says so once it knows the role). */
export function setTranslationKeysAllowed(may: boolean) {
  if (may === allowed) return;
  allowed = may;
  changed();
}
