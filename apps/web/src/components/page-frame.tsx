import { Box, Container, Group, Title, Tooltip } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { LinkComponentProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ActionIconLink } from './links';

interface PageFrameProps {
  title: string;
  /** Beside the title, e.g. the admin badge. */
  titleExtra?: ReactNode;
  /** Where the back button leads; the chat by default. */
  back?: Pick<LinkComponentProps, 'to' | 'params'> & { label: string };
  children?: ReactNode;
  'data-testid'?: string;
}

/** The frame of the pages beside the chat: a back button, the page title and the content. */
export function PageFrame({ title, titleExtra, back, children, ...rest }: PageFrameProps) {
  const target = back ?? { to: '/chat', label: 'Back to chat' };
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }} {...rest}>
      <Group component="header" gap="sm" wrap="nowrap" mb="lg">
        <Tooltip label={target.label} openDelay={700}>
          <ActionIconLink
            to={target.to}
            params={target.params}
            variant="subtle"
            size="lg"
            aria-label={target.label}
          >
            <IconArrowLeft size={20} stroke={1.75} />
          </ActionIconLink>
        </Tooltip>
        <Title order={1} size="h2" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        {titleExtra}
      </Group>
      <Box component="main">{children}</Box>
    </Container>
  );
}
