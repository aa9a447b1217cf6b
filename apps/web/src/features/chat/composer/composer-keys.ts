interface ComposerKey {
  key: string;
  shiftKey: boolean;
  /** An input method is composing (e.g. Japanese): Enter confirms the word, nothing else. */
  isComposing: boolean;
}

type ComposerKeyAction =
  | 'send'
  | 'picker-next'
  | 'picker-previous'
  | 'picker-choose'
  | 'picker-close'
  | 'cancel-target'
  | null;

/**
 * What a key does in the composer (chat spec §2): Enter sends, Shift+Enter adds a line. While
 * the mention picker is open the arrows move through it, Enter or Tab chooses and Escape closes.
 * Otherwise Escape stops replying or editing (`hasTarget`).
 */
export function composerKeyAction(
  event: ComposerKey,
  pickerOpen: boolean,
  hasTarget = false,
): ComposerKeyAction {
  if (event.isComposing) return null;
  if (pickerOpen) {
    if (event.key === 'ArrowDown') return 'picker-next';
    if (event.key === 'ArrowUp') return 'picker-previous';
    if (event.key === 'Escape') return 'picker-close';
    if ((event.key === 'Enter' && !event.shiftKey) || event.key === 'Tab') return 'picker-choose';
  }
  if (event.key === 'Enter' && !event.shiftKey) return 'send';
  if (event.key === 'Escape' && hasTarget) return 'cancel-target';
  return null;
}

/** Chat spec §5: text that is blank after trimming is never sent. */
export function sendableText(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}
