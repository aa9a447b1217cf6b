type Listener = () => void;

interface SearchDialogStore {
  open(): void;
  close(): void;
  isOpen(): boolean;
  /** Registers a place that can show the dialog; returns its release. */
  addHost(host: symbol): () => void;
  /** The host that shows the dialog and listens for Ctrl/Cmd+K: the first one still mounted. */
  activeHost(): symbol | undefined;
  subscribe(listener: Listener): () => void;
}

/**
 * Whether the search dialog is open, shared by every search button. The sidebar is mounted
 * twice (beside the chat and in the mobile drawer), and either may open the dialog, but only
 * one may render it and own the shortcut, or the dialog would open twice.
 */
export function createSearchDialogStore(): SearchDialogStore {
  let opened = false;
  const hosts: symbol[] = [];
  const listeners = new Set<Listener>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const setOpened = (next: boolean) => {
    if (opened === next) return;
    opened = next;
    notify();
  };

  return {
    open: () => setOpened(true),
    close: () => setOpened(false),
    isOpen: () => opened,
    addHost(host) {
      hosts.push(host);
      notify();
      return () => {
        const at = hosts.indexOf(host);
        if (at !== -1) hosts.splice(at, 1);
        notify();
      };
    },
    activeHost: () => hosts[0],
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The app's one search dialog state. */
export const searchDialog = createSearchDialogStore();
