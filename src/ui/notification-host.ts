import { useSyncExternalStore } from 'react';

// An open modal <dialog> makes the rest of the page inert and puts it under its backdrop: a notification there
// could be neither read nor closed, nor heard by a screen reader. So the notifications move into the topmost
// open modal while there is one.
const hosts: HTMLElement[] = [];
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** A modal has opened (showModal): notifications show inside it until `releaseNotificationHost`. */
export function claimNotificationHost(element: HTMLElement): void {
  hosts.push(element);
  changed();
}

export function releaseNotificationHost(element: HTMLElement): void {
  const at = hosts.lastIndexOf(element);
  if (at < 0) return;
  hosts.splice(at, 1);
  changed();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const topmost = () => hosts.at(-1) ?? null;

/** The topmost open modal, or null: the notifications belong to the page. */
export function useNotificationHost(): HTMLElement | null {
  return useSyncExternalStore(subscribe, topmost, () => null);
}
