import { Affix, Button, Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { useT } from '../i18n';
import { HEADER_HEIGHT } from '../lib/layout';
import { applyUpdate } from './update-state';

/**
 * The offer of a waiting release, near the top of the screen (the composer lives at the bottom),
 * just below the header: it stays until taken, and on a phone it would otherwise hide the
 * header's menu, members and language buttons for as long as the member keeps chatting. The new
 * release only starts when the member reloads.
 */
export function UpdateBanner() {
  const m = useT();
  const [reloading, setReloading] = useState(false);
  return (
    <Affix position={{ top: HEADER_HEIGHT + 8, left: 12, right: 12 }}>
      <Paper role="status" withBorder shadow="md" radius="md" px="md" py="xs" maw={440} mx="auto">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Text size="sm">{m.appUpdate.ready}</Text>
          <Button
            size="xs"
            loading={reloading}
            onClick={() => {
              setReloading(true);
              applyUpdate();
            }}
          >
            {m.appUpdate.reload}
          </Button>
        </Group>
      </Paper>
    </Affix>
  );
}
