import { type ComponentType, lazy, type ReactNode, useEffect, useRef, useState } from 'react';
import { withLazyNeeds } from '../lib/lazy-needs';

/**
 * A component loaded from its own chunk the first time it renders: screens the first load of
 * /chat does not show stay out of the JavaScript every visit fetches.
 */
export function lazyComponent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  return lazy(async () => ({ default: await withLazyNeeds(load()) }));
}

interface LazyDialogProps<Dialog> {
  /** Loads the dialog's module; called the first time the dialog opens. */
  load: () => Promise<Dialog>;
  opened: boolean;
  /** Also called when the module cannot be loaded (offline, say), so the next opening tries again. */
  onClose: () => void;
  /** The dialog, open while `shown`: a dialog with a subject passes it only while shown. */
  children: (Dialog: Dialog, shown: boolean) => ReactNode;
}

/**
 * A dialog fetched the first time it opens, and kept afterwards. Once loaded it is mounted
 * closed and opened in the next render, as if it had always been there: a dialog records the
 * element to give focus back to when it opens, which a dialog mounted already open never does.
 */
export function LazyDialog<Dialog extends ComponentType<never>>({
  load,
  opened,
  onClose,
  children,
}: LazyDialogProps<Dialog>) {
  const [Dialog, setDialog] = useState<Dialog | null>(null);
  const [shown, setShown] = useState(false);
  // The latest onClose, so that a caller's inline function does not restart the loading.
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (!opened || Dialog) return;
    let current = true;
    withLazyNeeds(load()).then(
      (component) => {
        if (current) setDialog(() => component);
      },
      () => {
        if (current) close.current();
      },
    );
    return () => {
      current = false;
    };
  }, [opened, Dialog, load]);
  useEffect(() => {
    if (Dialog) setShown(opened);
  }, [Dialog, opened]);
  return Dialog ? children(Dialog, shown) : null;
}
