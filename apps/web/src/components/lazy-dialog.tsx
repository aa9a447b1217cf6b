import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';

/**
 * A component loaded from its own chunk the first time it renders: screens and dialogs the
 * first load of /chat does not show stay out of the JavaScript every visit fetches.
 */
export function lazyComponent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  return lazy(async () => ({ default: await load() }));
}

/**
 * Renders a lazy dialog from the moment it first opens, and keeps it mounted afterwards so it
 * closes with its transition and opens again at once. Until then nothing is fetched.
 */
export function LazyDialogHost({ opened, children }: { opened: boolean; children: ReactNode }) {
  const [wanted, setWanted] = useState(opened);
  if (opened && !wanted) setWanted(true);
  return wanted ? <Suspense fallback={null}>{children}</Suspense> : null;
}
