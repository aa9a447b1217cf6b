import { useDisclosure } from '@mantine/hooks';
import { LazyDialog } from '../../components/lazy-dialog';
import { useKeyShortcuts } from '../../lib/key-shortcuts';
import { COMPOSER_SELECTOR } from './shortcut-list';

const loadShortcutsDialog = () =>
  import('./keyboard-shortcuts-dialog').then((module) => module.KeyboardShortcutsDialog);

function focusComposer(): void {
  const box = document.querySelector<HTMLElement>(COMPOSER_SELECTOR);
  box?.focus();
}

/**
 * The app-wide shortcuts: '?' lists them all, '/' jumps to the message box. Both are ignored
 * while typing in a field, so they never eat a character of a message.
 */
export function KeyboardShortcuts() {
  const [opened, { open, close }] = useDisclosure(false);
  useKeyShortcuts([
    { key: '?', run: open },
    { key: '/', run: focusComposer },
  ]);
  return (
    <LazyDialog load={loadShortcutsDialog} opened={opened} onClose={close}>
      {(KeyboardShortcutsDialog, shown) => <KeyboardShortcutsDialog opened={shown} onClose={close} />}
    </LazyDialog>
  );
}
