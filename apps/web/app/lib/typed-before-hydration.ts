import { useEffect, type RefObject } from 'react';

/**
 * Keeps what a visitor typed into server-rendered fields before the page hydrated. The client runtime
 * (preact) leaves the DOM's text alone when it hydrates, but the next render of a controlled field
 * writes its state back over it: on a slow phone the first field typed was emptied as soon as the
 * second one changed. Once, after hydration, the fields' text is read back into the state.
 */
export function useTypedBeforeHydration<Name extends string>(
  container: RefObject<HTMLElement | null>,
  names: readonly Name[],
  stateOf: (name: Name) => string,
  keep: (typed: Partial<Record<Name, string>>) => void,
) {
  useEffect(() => {
    const typed = typedFields(container.current, names, stateOf);
    if (typed) keep(typed);
    // Once, at hydration: later the state is the truth and the DOM follows it.
  }, []);
}

/** The fields under `root` whose text differs from the state, or null when none does. */
function typedFields<Name extends string>(
  root: ParentNode | null,
  names: readonly Name[],
  stateOf: (name: Name) => string,
): Partial<Record<Name, string>> | null {
  if (!root) return null;
  const typed: Partial<Record<Name, string>> = {};
  let any = false;
  for (const name of names) {
    const field = root.querySelector<HTMLInputElement>(`[name="${CSS.escape(name)}"]`);
    if (field && field.value !== stateOf(name)) {
      typed[name] = field.value;
      any = true;
    }
  }
  return any ? typed : null;
}
