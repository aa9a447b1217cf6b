import { Box, Container, Group, Title, Tooltip } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import type { LinkComponentProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useT } from '../i18n';
import { ActionIconLink } from './links';

interface PageFrameProps {
  title: string;
  /** Beside the title, e.g. the admin badge. */
  titleExtra?: ReactNode;
  /** Where the back button leads; the chat by default. */
  back?: Pick<LinkComponentProps, 'to' | 'params'> & { label: string };
  children?: ReactNode;
  'data-testid'?: string;
  /** The page's width: `md` for reading, `xl` for tables (the admin dashboard). */
  size?: 'md' | 'xl';
}

/** The frame of the pages beside the chat: a back button, the page title and the content. */
export function PageFrame({ title, titleExtra, back, children, size = 'md', ...rest }: PageFrameProps) {
  const m = useT();
  const target = back ?? { to: '/chat', label: m.pages.backToChat };
  return (
    <Container size={size} py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }} {...rest}>
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
        {/* A step smaller on phones, so long German titles ('Datenschutzerklärung') fit whole. */}
        <Title
          order={1}
          size="h2"
          fz={{ base: 'h3', xs: 'h2' }}
          style={{ minWidth: 0, overflowWrap: 'anywhere' }}
        >
          {title}
        </Title>
        {titleExtra}
      </Group>
      <Box component="main">{children}</Box>
    </Container>
  );
}
