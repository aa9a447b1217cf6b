import { describe, expect, it } from 'vitest';
import { composerKeyAction, sendableText } from './composer-keys';

describe('composer keys', () => {
  const key = (k: string, shiftKey = false, isComposing = false) => ({ key: k, shiftKey, isComposing });

  it('Enter sends, Shift+Enter does not', () => {
    expect(composerKeyAction(key('Enter'), false)).toBe('send');
    expect(composerKeyAction(key('Enter', true), false)).toBeNull();
    expect(composerKeyAction(key('a'), false)).toBeNull();
  });

  it('leaves Enter to an input method that is composing', () => {
    expect(composerKeyAction(key('Enter', false, true), false)).toBeNull();
  });

  it('drives the mention picker while it is open', () => {
    expect(composerKeyAction(key('ArrowDown'), true)).toBe('picker-next');
    expect(composerKeyAction(key('ArrowUp'), true)).toBe('picker-previous');
    expect(composerKeyAction(key('Enter'), true)).toBe('picker-choose');
    expect(composerKeyAction(key('Tab'), true)).toBe('picker-choose');
    expect(composerKeyAction(key('Escape'), true)).toBe('picker-close');
    expect(composerKeyAction(key('ArrowDown'), false)).toBeNull();
  });

  it('Escape stops a reply or an edit, after closing the mention picker first', () => {
    expect(composerKeyAction(key('Escape'), false, true)).toBe('cancel-target');
    expect(composerKeyAction(key('Escape'), true, true)).toBe('picker-close');
    expect(composerKeyAction(key('Escape'), false, false)).toBeNull();
    expect(composerKeyAction(key('Enter'), false, true)).toBe('send');
  });

  it('never sends blank text', () => {
    expect(sendableText('  \n\t ')).toBeNull();
    expect(sendableText('  hi \n')).toBe('hi');
  });
});
