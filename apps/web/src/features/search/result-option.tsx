import { Box, Group } from '@mantine/core';
import type { ComponentPropsWithRef, ReactNode } from 'react';

interface ResultOptionProps extends Omit<ComponentPropsWithRef<'div'>, 'id' | 'children'> {
  id: string;
  selected: boolean;
  onSelect: () => void;
  leading: ReactNode;
  children: ReactNode;
}

/**
 * One row of the result list. Rows are options of the list box the search box controls:
 * the keyboard stays in the text box and moves the highlight, the pointer highlights on hover.
 * Other props pass through, so a row can be the target of a menu.
 */
export function ResultOption({ id, selected, onSelect, leading, children, ...rest }: ResultOptionProps) {
  return (
    <Box
      {...rest}
      id={id}
      role="option"
      aria-selected={selected}
      onMouseMove={selected ? undefined : onSelect}
      px="sm"
      py={8}
      style={{
        cursor: 'pointer',
        borderRadius: 'var(--mantine-radius-md)',
        background: selected ? 'var(--mantine-color-dark-5)' : undefined,
      }}
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        {leading}
        <Box miw={0} style={{ flex: 1 }}>
          {children}
        </Box>
      </Group>
    </Box>
  );
}
