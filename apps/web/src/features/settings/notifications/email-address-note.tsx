import { Text } from '@mantine/core';
import { TextLink } from '../../../components/links';
import { useT } from '../../../i18n';

/** In place of the e-mail switches while there is no verified address to send to. */
export function EmailAddressNote() {
  const m = useT();
  return (
    <Text size="sm" c="dimmed">
      {m.emailSettings.needAddress}{' '}
      <TextLink to="/settings" search={{ tab: 'account' }} size="sm">
        {m.emailSettings.addAddress}
      </TextLink>
    </Text>
  );
}
