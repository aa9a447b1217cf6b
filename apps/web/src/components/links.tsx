import {
  ActionIcon,
  type ActionIconProps,
  Anchor,
  Button,
  type ButtonProps,
  type AnchorProps as MantineAnchorProps,
  UnstyledButton,
  type UnstyledButtonProps,
} from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { ComponentPropsWithRef } from 'react';

/*
 * Mantine's polymorphic components lose their props inside TanStack Router's createLink, so each
 * gets a plain anchor-rendering wrapper first (the pattern the router's docs give for Mantine).
 */
type AnchorProps = Omit<ComponentPropsWithRef<'a'>, 'color' | 'style'>;

function ActionIconAnchor(props: ActionIconProps & AnchorProps) {
  return <ActionIcon component="a" {...props} />;
}
function ButtonAnchor(props: ButtonProps & AnchorProps) {
  return <Button component="a" {...props} />;
}
function TextAnchor(props: MantineAnchorProps & AnchorProps) {
  return <Anchor component="a" {...props} />;
}
function UnstyledAnchor(props: UnstyledButtonProps & AnchorProps) {
  return <UnstyledButton component="a" {...props} />;
}

export const ActionIconLink = createLink(ActionIconAnchor);
export const ButtonLink = createLink(ButtonAnchor);
export const UnstyledLink = createLink(UnstyledAnchor);
export const TextLink = createLink(TextAnchor);
