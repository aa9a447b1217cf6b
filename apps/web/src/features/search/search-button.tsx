import { ActionIcon } from '@mantine/core';
import { LazyTooltip } from '@nahbar/ui';
import { IconSearch } from '@tabler/icons-react';
import { memo, useEffect, useState, useSyncExternalStore } from 'react';
import { LazyDialog } from '../../components/lazy-dialog';
import { useT } from '../../i18n';
import { useKeyShortcuts } from '../../lib/key-shortcuts';
import { searchDialog } from './search-dialog-store';

const loadSearchDialog = () => import('./search-dialog').then((module) => module.SearchDialog);

function ActiveSearchHost() {
  const opened = useSyncExternalStore(searchDialog.subscribe, searchDialog.isOpen);
  // Also from the composer and other text boxes: the shortcut is the point of it.
  useKeyShortcuts([{ key: 'k', mod: true, inFields: true, run: searchDialog.open }]);
  return (
    <LazyDialog load={loadSearchDialog} opened={opened} onClose={searchDialog.close}>
      {(SearchDialog, shown) => <SearchDialog opened={shown} onClose={searchDialog.close} />}
    </LazyDialog>
  );
}

/** Renders the dialog from the first mounted search button only (see the store). */
function SearchHost() {
  const [host] = useState(() => Symbol('search-host'));
  useEffect(() => searchDialog.addHost(host), [host]);
  const active = useSyncExternalStore(searchDialog.subscribe, () => searchDialog.activeHost() === host);
  return active ? <ActiveSearchHost /> : null;
}

/**
 * The sidebar's search button (chat-core §2), which also brings the dialog and its Ctrl/Cmd+K
 * shortcut. `onOpen` lets the mobile drawer close first, so a chosen result is not hidden by it.
 */
export const SearchButton = memo(function SearchButton({ onOpen }: { onOpen?: () => void }) {
  const m = useT();
  return (
    <>
      <LazyTooltip label={m.search.title} openDelay={300}>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={m.search.title}
          aria-haspopup="dialog"
          aria-keyshortcuts="Control+K Meta+K"
          onClick={() => {
            onOpen?.();
            searchDialog.open();
          }}
        >
          <IconSearch size={20} stroke={1.75} />
        </ActionIcon>
      </LazyTooltip>
      <SearchHost />
    </>
  );
});
