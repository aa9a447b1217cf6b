import type { TooltipProps } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { cloneElement, type FocusEvent, type ReactElement, type Ref, useState } from 'react';
import { useFloatingParts } from './floating-store';

type ChildProps = {
  ref?: Ref<HTMLElement>;
  'aria-expanded'?: boolean | 'true' | 'false';
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
};

type HintProps = Pick<
  TooltipProps,
  'label' | 'openDelay' | 'closeDelay' | 'disabled' | 'position' | 'withArrow' | 'events' | 'multiline' | 'w'
>;

interface LazyTooltipProps extends HintProps {
  /** The element the hint is about; it renders as it is until the floating layer is in. */
  children: ReactElement<ChildProps> | ReactElement;
  ref?: Ref<HTMLElement>;
  /** Anything else (what a menu's target adds: a click handler, aria attributes) goes to the child. */
  [childProp: string]: unknown;
}

/**
 * Mantine's Tooltip, from the floating layer once it is loaded (floating-store.ts). The tooltip
 * points at its element from beside it rather than wrapping it, so the element is never mounted
 * again when the layer arrives: focus and a pressed button stay where they are. Pointing from
 * beside, Mantine hears the pointer but not the focus; with `events.focus` the tooltip shows
 * here while the element has keyboard focus.
 */
export function LazyTooltip({
  children,
  ref,
  label,
  openDelay,
  closeDelay,
  disabled,
  position,
  withArrow,
  events,
  multiline,
  w,
  ...childProps
}: LazyTooltipProps) {
  const parts = useFloatingParts();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [focused, setFocused] = useState(false);
  const child = children as ReactElement<ChildProps>;
  const merged = useMergedRef(child.props.ref, ref, setAnchor);
  // While the menu or popover its element opens is open, the hint would cover it.
  const popupOpen = [childProps['aria-expanded'], child.props['aria-expanded']].some(
    (value) => String(value) === 'true',
  );
  const hint = {
    label,
    openDelay,
    closeDelay,
    disabled: disabled || popupOpen,
    position,
    withArrow,
    events,
    multiline,
    w,
  };
  const focusProps: ChildProps = events?.focus
    ? {
        onFocus: (event) => {
          (childProps.onFocus as ChildProps['onFocus'])?.(event);
          child.props.onFocus?.(event);
          setFocused(event.currentTarget.matches(':focus-visible'));
        },
        onBlur: (event) => {
          (childProps.onBlur as ChildProps['onBlur'])?.(event);
          child.props.onBlur?.(event);
          setFocused(false);
        },
      }
    : {};
  return (
    <>
      {cloneElement(child, { ...childProps, ...focusProps, ref: merged })}
      {parts && anchor && <parts.Tooltip {...hint} target={anchor} opened={focused || undefined} />}
    </>
  );
}
