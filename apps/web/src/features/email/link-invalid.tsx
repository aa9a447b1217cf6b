import { Alert, Group } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { LinkComponentProps } from '@tanstack/react-router';
import { ButtonLink } from '../../components/links';
import { useT } from '../../i18n';

interface LinkInvalidProps {
  /** Where a new link can be had, and what the button says. */
  next: Pick<LinkComponentProps, 'to' | 'search'> & { label: string };
}

/** A mailed link that is malformed, spent or expired: says so and where to get another. */
export function LinkInvalid({ next }: LinkInvalidProps) {
  const m = useT();
  return (
    <>
      <Alert color="red" variant="light" role="alert" icon={<IconAlertTriangle size={18} />}>
        {m.email.linkInvalid}
      </Alert>
      <Group>
        <ButtonLink to={next.to} search={next.search} variant="light">
          {next.label}
        </ButtonLink>
      </Group>
    </>
  );
}
