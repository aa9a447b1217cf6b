import type { Messages } from '@nahbar/contracts';

/** 'Anna is typing...', 'Anna and Ben are typing...', '3 people are typing...'; '' for nobody. */
export function typingText(m: Messages, names: readonly string[]): string {
  const [first, second] = names;
  if (first === undefined) return '';
  if (second === undefined) return m.messages.typingOne(first);
  return names.length === 2 ? m.messages.typingTwo(first, second) : m.messages.typingMany(names.length);
}
