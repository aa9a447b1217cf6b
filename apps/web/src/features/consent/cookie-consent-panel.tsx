import { ActionIcon, Button, Group, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import type { TCookieConsent } from '@nahbar/contracts';
import { IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { TextLink } from '../../components/links';
import { useT } from '../../i18n';
import { trpc } from '../../lib/trpc';
import { useSession } from '../auth/session';
import { ACCEPT_ALL, REJECT_ALL, readConsent, settingsStart, writeConsent } from './consent-record';
import classes from './cookie-consent.module.css';

export type ConsentView = 'hidden' | 'main' | 'settings';

interface CookieConsentPanelProps {
  view: Exclude<ConsentView, 'hidden'>;
  onViewChange: (view: ConsentView) => void;
}

/**
 * The cookie consent overlay's panel (accounts spec §4): the choice, or its settings. Fetched
 * only when the overlay shows (cookie-consent.tsx); it starts from the stored choice each time.
 */
export function CookieConsentPanel({ view, onViewChange: setView }: CookieConsentPanelProps) {
  const m = useT();
  const { user } = useSession();
  const [choice, setChoice] = useState<TCookieConsent>(() => settingsStart(readConsent(window.localStorage)));
  // Failing to keep the copy on the account is not worth a toast: the choice is kept here.
  const keepOnAccount = trpc.account.setCookieConsent.useMutation();

  const decide = (decided: TCookieConsent) => {
    const stored = writeConsent(window.localStorage, decided, new Date());
    if (user) keepOnAccount.mutate(stored.choice);
    setView('hidden');
  };

  const toggle = (key: 'functional' | 'analytics' | 'marketing', label: string, text: string) => (
    <Switch
      checked={choice[key]}
      onChange={(event) => {
        const checked = event.currentTarget.checked;
        setChoice((current) => ({ ...current, [key]: checked }));
      }}
      label={label}
      description={text}
    />
  );

  return (
    <Paper
      className={classes.overlay}
      shadow="xl"
      radius="md"
      p="md"
      withBorder
      role="dialog"
      aria-labelledby="cookie-consent-title"
      data-testid="cookie-consent"
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={2} size="h4" id="cookie-consent-title">
            {view === 'main' ? m.consent.title : m.consent.settingsTitle}
          </Title>
          {/* Accounts spec §4: the X hides the overlay for now and stores nothing. */}
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={m.consent.close}
            onClick={() => setView('hidden')}
          >
            <IconX size={18} />
          </ActionIcon>
        </Group>
        {view === 'main' ? (
          <>
            <Text size="sm">{m.consent.text}</Text>
            <TextLink to="/privacy-policy" size="sm">
              {m.consent.privacyPolicy}
            </TextLink>
            <Group gap="xs">
              <Button onClick={() => decide(ACCEPT_ALL)}>{m.consent.acceptAll}</Button>
              <Button variant="default" onClick={() => decide(REJECT_ALL)}>
                {m.consent.rejectAll}
              </Button>
              <Button variant="subtle" onClick={() => setView('settings')}>
                {m.consent.customize}
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Switch checked disabled label={m.consent.necessary} description={m.consent.necessaryText} />
            {toggle('functional', m.consent.functional, m.consent.functionalText)}
            {toggle('analytics', m.consent.analytics, m.consent.analyticsText)}
            {toggle('marketing', m.consent.marketing, m.consent.marketingText)}
            <Group gap="xs" justify="flex-end">
              <Button variant="default" onClick={() => setView('main')}>
                {m.consent.back}
              </Button>
              <Button onClick={() => decide(choice)}>{m.consent.save}</Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
