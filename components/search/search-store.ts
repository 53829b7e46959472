/**
 * Whether the search dialog is open. The navbar field, the mobile button and the drawer's field
 * all open the one dialog, so the state lives in a module-level store shared by them.
 */
import { useSyncExternalStore } from 'react';

type Listener = () => void;

let open = false;
const listeners = new Set<Listener>();

function set(next: boolean) {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
}

export const searchStore = {
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  isOpen: () => open,
  open: () => set(true),
  close: () => set(false),
};

export function useSearchOpen(): boolean {
  return useSyncExternalStore(searchStore.subscribe, searchStore.isOpen, () => false);
}
