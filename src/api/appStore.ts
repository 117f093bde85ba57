// react-admin's store for the app (language, list state, column choices, selections). A list's
// selection (`<resource>.selectedIds`) is work in hand, not a preference: it is forgotten when
// the app starts (a reload) and at every sign-in, while the store keeps the rest.
import { localStorageStore, type Store } from 'react-admin';

const isSelection = (key: string) => key.endsWith('.selectedIds') || key.includes('.selectedIds.');

/** Forgets every list's selection in `store`. */
export function forgetSelections(store: Store = appStore): void {
  for (const key of Object.keys(store.listItems?.() ?? {})) if (isSelection(key)) store.removeItem(key);
}

/** `store` that forgets the selections each time the app sets it up (a start or a reload). */
export function withoutKeptSelections(store: Store): Store {
  return {
    ...store,
    setup: () => {
      store.setup();
      forgetSelections(store);
    },
  };
}

/** react-admin's own default (kept in localStorage, so list state and choices outlive a reload), less the selections. */
export const appStore: Store = withoutKeptSelections(localStorageStore());
