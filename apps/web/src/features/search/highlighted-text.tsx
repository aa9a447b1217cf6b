import type { CSSProperties } from 'react';
import type { SnippetPart } from './snippet';

// A tinted background with light text keeps the match readable on the dark theme, where a
// solid orange block behind light text would not be.
const MARK_STYLE: CSSProperties = {
  background: 'var(--mantine-color-orange-light)',
  color: 'var(--mantine-color-orange-2)',
  borderRadius: 2,
  padding: '0 1px',
};

/** Snippet runs with the matches marked; keys are positions, as runs never reorder. */
export function HighlightedText({ parts }: { parts: SnippetPart[] }) {
  let offset = 0;
  return (
    <>
      {parts.map((part) => {
        const key = offset;
        offset += part.text.length;
        return part.match ? (
          <mark key={key} style={MARK_STYLE}>
            {part.text}
          </mark>
        ) : (
          <span key={key}>{part.text}</span>
        );
      })}
    </>
  );
}
