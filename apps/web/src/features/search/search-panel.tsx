import { Stack, Tabs, TextInput } from '@mantine/core';
import { ZSearchInput } from '@nahbar/contracts';
import { IconSearch } from '@tabler/icons-react';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useT } from '../../i18n';
import { KeyboardHints } from './keyboard-hints';
import { tabLabel } from './search-labels';
import { SearchResultList } from './search-result-list';
import { type SearchEntry, type SearchTab, searchView } from './search-view';
import { clampSelection, moveSelection } from './selection-index';
import { useSearchActions } from './use-search-actions';
import { useSearchQuery } from './use-search-query';
import { useSearchResults } from './use-search-results';

const TABS: SearchTab[] = ['all', 'messages', 'users', 'rooms'];
// Longer text would only be refused by the server.
const MAX_QUERY_LENGTH = ZSearchInput.shape.q.maxLength ?? undefined;

function isSearchTab(value: string | null): value is SearchTab {
  return TABS.some((tab) => tab === value);
}

/** The search box, the tabs and the results, with keyboard control from the box (chat-core §2). */
export function SearchPanel({ onDone }: { onDone: () => void }) {
  const m = useT();
  const [typed, setTyped] = useState('');
  const [tab, setTab] = useState<SearchTab>('all');
  const [userMenu, setUserMenu] = useState<string | null>(null);
  const { query, waiting } = useSearchQuery(typed);
  const results = useSearchResults(query);
  const view = searchView({ tab, query, waiting, results, m });
  const actions = useSearchActions(onDone);

  const baseId = useId();
  const listboxId = `${baseId}-results`;
  const optionId = (entry: SearchEntry) => `${baseId}-${entry.kind}-${entry.item.id}`;
  const entries = view.kind === 'groups' ? view.entries : [];
  // A new query or tab starts again at its first result.
  const listKey = `${tab}\u0000${query ?? ''}`;
  const [selection, setSelection] = useState({ listKey, index: 0 });
  const selected = clampSelection(selection.listKey === listKey ? selection.index : 0, entries.length);
  const selectedEntry = entries[selected];
  const selectedId = selectedEntry ? optionId(selectedEntry) : undefined;

  useEffect(() => {
    if (selectedId) document.getElementById(selectedId)?.scrollIntoView({ block: 'nearest' });
  }, [selectedId]);

  const activate = (entry: SearchEntry) => {
    if (entry.kind === 'messages') actions.openMessage(entry.item);
    else if (entry.kind === 'rooms') actions.openRoom(entry.item.id);
    else setUserMenu(entry.item.id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const next = moveSelection(selected, event.key, entries.length);
    if (next !== null) {
      event.preventDefault();
      setSelection({ listKey, index: next });
    } else if (event.key === 'Enter' && selectedEntry) {
      event.preventDefault();
      activate(selectedEntry);
    }
  };

  return (
    <Stack gap="sm" h="100%" mih={0}>
      <TextInput
        data-autofocus
        size="md"
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        maxLength={MAX_QUERY_LENGTH}
        placeholder={m.search.inputPlaceholder}
        aria-label={m.search.inputLabel}
        leftSection={<IconSearch size={18} stroke={1.75} aria-hidden />}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={entries.length > 0}
        aria-controls={listboxId}
        aria-activedescendant={selectedId}
        autoComplete="off"
        spellCheck={false}
      />
      <Tabs
        value={tab}
        onChange={(value) => setTab(isSearchTab(value) ? value : 'all')}
        keepMounted={false}
        style={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' }}
        // Narrow tab padding keeps the four German names ('Nachrichten', 'Mitglieder') on one
        // line at 375 px.
        styles={{ tab: { paddingInline: 'var(--mantine-spacing-xs)' } }}
      >
        <Tabs.List grow>
          {TABS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {tabLabel(m, value)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map((value) => (
          <Tabs.Panel key={value} value={value} style={{ flex: 1, minHeight: 0, overflowY: 'auto' }}>
            <SearchResultList
              view={view}
              query={query ?? ''}
              grouped={value === 'all'}
              listboxId={listboxId}
              optionId={optionId}
              selected={selected}
              onSelect={(index) => setSelection({ listKey, index })}
              onActivate={activate}
              userMenu={userMenu}
              onUserMenu={setUserMenu}
              actions={actions}
            />
          </Tabs.Panel>
        ))}
      </Tabs>
      <KeyboardHints />
    </Stack>
  );
}
