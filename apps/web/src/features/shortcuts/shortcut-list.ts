import type { Messages } from '@nahbar/contracts';

interface Shortcut {
  /** Keys pressed together, as printed on the keys. */
  keys: string[];
  /** What it does, from the catalogue's `shortcuts` area. */
  does: keyof Messages['shortcuts'];
}

/** The modifier a platform prints: ⌘ on Apple keyboards, Ctrl elsewhere. */
export function modifierKey(platform: string): string {
  return /mac|iphone|ipad/i.test(platform) ? '⌘' : 'Ctrl';
}

/** Every shortcut the app answers to, in the order the dialog lists them. */
export function shortcutList(platform: string): Shortcut[] {
  return [
    { keys: ['?'], does: 'openHelp' },
    { keys: [modifierKey(platform), 'K'], does: 'search' },
    { keys: ['/'], does: 'focusComposer' },
    { keys: ['Enter'], does: 'send' },
    { keys: ['Shift', 'Enter'], does: 'newLine' },
    { keys: ['@'], does: 'mention' },
    { keys: ['R'], does: 'reply' },
    { keys: ['Esc'], does: 'closeDialog' },
    { keys: ['Esc'], does: 'cancelReply' },
    { keys: ['Tab'], does: 'moveFocus' },
  ];
}

/** The message box the '/' shortcut jumps to, when a room is open. */
export const COMPOSER_SELECTOR = '[data-composer-input]';
