interface ComposerKey {
  key: string;
  shiftKey: boolean;
  /** An input method is composing (e.g. Japanese): Enter confirms the word, nothing else. */
  isComposing: boolean;
}

type ComposerKeyAction = 'send' | 'picker-next' | 'picker-previous' | 'picker-choose' | 'picker-close' | null;

/**
 * What a key does in the composer (chat spec §2): Enter sends, Shift+Enter adds a line. While
 * the mention picker is open the arrows move through it, Enter or Tab chooses and Escape closes.
 */
export function composerKeyAction(event: ComposerKey, pickerOpen: boolean): ComposerKeyAction {
  if (event.isComposing) return null;
  if (pickerOpen) {
    if (event.key === 'ArrowDown') return 'picker-next';
    if (event.key === 'ArrowUp') return 'picker-previous';
    if (event.key === 'Escape') return 'picker-close';
    if ((event.key === 'Enter' && !event.shiftKey) || event.key === 'Tab') return 'picker-choose';
  }
  if (event.key === 'Enter' && !event.shiftKey) return 'send';
  return null;
}

/** Chat spec §5: text that is blank after trimming is never sent. */
export function sendableText(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}
