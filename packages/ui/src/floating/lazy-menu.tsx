import type { MenuProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { cloneElement, type MouseEvent, type ReactElement, type ReactNode, type Ref, useState } from 'react';
import type { FloatingParts } from './floating-store';
import { useMountOnPress } from './mount-on-press';

type TargetProps = { ref?: Ref<HTMLElement>; onClick?: (event: MouseEvent<HTMLElement>) => void };

interface LazyMenuProps extends Omit<MenuProps, 'children' | 'opened' | 'onChange' | 'defaultOpened'> {
  /** The button that opens the menu. */
  target: ReactElement;
  /** The menu's entries, built with Mantine's Menu from the loaded floating layer. */
  children: (menu: FloatingParts['Menu']) => ReactNode;
}

/**
 * Mantine's Menu, mounted on the target's first press (floating-store.ts): until then only the
 * target renders, announcing the menu it opens, so a screen full of menus costs its buttons.
 */
export function LazyMenu({ target, children, ...menuProps }: LazyMenuProps) {
  const [opened, setOpened] = useState(false);
  const { ready, targetRef, press } = useMountOnPress(() => setOpened(true));
  const child = target as ReactElement<TargetProps>;
  const ref = useMergedRef(child.props.ref, targetRef);
  if (!ready) {
    return cloneElement(child, {
      ref,
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      onClick: (event: MouseEvent<HTMLElement>) => {
        child.props.onClick?.(event);
        press();
      },
    } as TargetProps);
  }
  const { Menu } = ready;
  return (
    <Menu opened={opened} onChange={setOpened} {...menuProps}>
      <Menu.Target>{cloneElement(child, { ref })}</Menu.Target>
      <Menu.Dropdown>{children(Menu)}</Menu.Dropdown>
    </Menu>
  );
}
