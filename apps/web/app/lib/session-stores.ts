import { useEffect } from 'react';
import { useSlotStore, type SelectedSlot } from '../stores/slots';
import { useWarehouseStore } from '../stores/warehouse';

export type SessionTransition = 'login' | 'logout' | null;

/** A login or a logout between two renders of the app (the first render is neither). */
export function sessionTransition(previous: boolean | undefined, current: boolean): SessionTransition {
  if (previous === undefined || previous === current) return null;
  return current ? 'login' : 'logout';
}

let lastLoggedIn: boolean | undefined;

/**
 * Login and logout reset the warehouse selection (and the slots of the previous shopper);
 * at start-up the selected slot is restored from the user the page was rendered for.
 */
export function useSessionStores(loggedIn: boolean, selectedSlot: SelectedSlot | null | undefined) {
  useEffect(() => {
    const transition = sessionTransition(lastLoggedIn, loggedIn);
    lastLoggedIn = loggedIn;
    if (transition) {
      useWarehouseStore.getState().reset();
      useSlotStore.getState().reset();
    }
  }, [loggedIn]);

  // The server's selection whenever the root loader (re)loads the user.
  const slotKey = loggedIn ? (selectedSlot?.id ?? null) : undefined;
  useEffect(() => {
    if (slotKey === undefined) return;
    useSlotStore.getState().restoreSelectedSlot(selectedSlot);
    // Keyed by the slot id: a new object for the same slot (every revalidation) changes nothing.
  }, [slotKey]);
}
