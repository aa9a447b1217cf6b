import { List, Stack, Text, Title } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';

/** One numbered heading of the policy with its paragraphs. */
export function PolicySection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack component="section" gap="sm" aria-labelledby={id}>
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <Text c="gray.4">{children}</Text>;
}

/** A bulleted list whose items start with a bold term. */
export function TermList({ items }: { items: ReadonlyArray<readonly [term: string, text: ReactNode]> }) {
  return (
    <List spacing="xs" c="gray.4" withPadding>
      {items.map(([term, text]) => (
        <List.Item key={term}>
          <Text span fw={600} c="gray.2">
            {term}:
          </Text>{' '}
          {text}
        </List.Item>
      ))}
    </List>
  );
}

/** Stands where the link goes while the catalogue words the sentence around it. */
const SLOT = '\u{E000}';

/**
 * A sentence of the catalogue with a link inside: the text function gets a marker where the
 * link belongs, so each language puts the link where its grammar wants it.
 */
export function TextWithLink({ text, link }: { text: (slot: string) => string; link: ReactNode }) {
  const parts = text(SLOT).split(SLOT);
  return parts.map((part, index) => (
    // The parts of one sentence never reorder, so their position is a stable key.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    <Fragment key={index}>
      {index > 0 && link}
      {part}
    </Fragment>
  ));
}
