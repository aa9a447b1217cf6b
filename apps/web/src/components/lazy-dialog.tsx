import { type ComponentType, lazy, useEffect, useState } from 'react';

/**
 * A component loaded from its own chunk the first time it renders: screens the first load of
 * /chat does not show stay out of the JavaScript every visit fetches.
 */
export function lazyComponent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  return lazy(async () => ({ default: await load() }));
}

interface DialogProps {
  opened: boolean;
  onClose: () => void;
}

interface LazyDialogProps<Props extends DialogProps> {
  /** Loads the dialog's module; called the first time the dialog opens. */
  load: () => Promise<ComponentType<Props>>;
  opened: boolean;
  props: Omit<Props, 'opened'> & Pick<DialogProps, 'onClose'>;
}

/**
 * A dialog fetched the first time it opens, and kept afterwards. Once loaded it is mounted
 * closed and opened in the next render, as if it had always been there: a dialog records the
 * element to give focus back to when it opens, which a dialog mounted already open never does.
 */
export function LazyDialog<Props extends DialogProps>({ load, opened, props }: LazyDialogProps<Props>) {
  const [Dialog, setDialog] = useState<ComponentType<Props> | null>(null);
  const [shown, setShown] = useState(false);
  const { onClose } = props;
  useEffect(() => {
    if (!opened || Dialog) return;
    let current = true;
    load().then(
      (component) => {
        if (current) setDialog(() => component);
      },
      // Offline, say: closed again, so that the next opening tries again.
      () => {
        if (current) onClose();
      },
    );
    return () => {
      current = false;
    };
  }, [opened, Dialog, load, onClose]);
  useEffect(() => {
    if (Dialog) setShown(opened);
  }, [Dialog, opened]);
  return Dialog ? <Dialog {...(props as Props)} opened={shown} /> : null;
}
