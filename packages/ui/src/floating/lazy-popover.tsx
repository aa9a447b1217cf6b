import type { PopoverProps } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { type FloatingParts, requestFloating, useFloatingParts } from './floating-store';

type PopoverParts = Pick<FloatingParts['Popover'], 'Target' | 'Dropdown'>;

/** Until the popover mounts: the target as it is, no dropdown. */
const STAND_INS = {
  Target: ({ children }: { children: ReactNode }) => children,
  Dropdown: () => null,
} as unknown as PopoverParts;

interface LazyPopoverProps extends Omit<PopoverProps, 'children' | 'opened'> {
  opened: boolean;
  /** Target and dropdown, with Mantine's Popover parts once it is mounted. */
  children: (popover: PopoverParts) => ReactNode;
}

/**
 * A controlled Mantine Popover, mounted when it is first opened (floating-store.ts): until then
 * its target renders alone. It opens as soon as the floating layer is in, at once if it was.
 */
export function LazyPopover({ opened, children, ...popoverProps }: LazyPopoverProps) {
  const parts = useFloatingParts();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (!opened) return;
    setWanted(true);
    requestFloating();
  }, [opened]);
  if (!wanted || !parts) return children(STAND_INS);
  const { Popover } = parts;
  return (
    <Popover opened={opened} {...popoverProps}>
      {children(Popover)}
    </Popover>
  );
}
