import { Anchor, Button, Card, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCookie, IconDownload, IconFileZip } from '@tabler/icons-react';
import { useState } from 'react';
import { TextLink } from '../../../components/links';
import { serverErrorText, useLocale, useT } from '../../../i18n';
import { showFailureToast, showSuccessToast } from '../../../toasts';
import { OPEN_COOKIE_SETTINGS_EVENT } from '../../consent/consent-record';
import {
  PRIVACY_CONTACT_EMAIL,
  PRIVACY_RESPONSE_DAYS,
  privacyLanguageList,
} from '../../privacy/privacy-contact';
import type { SettingsPanelProps } from '../settings-panel-props';
import { SETTINGS_TOAST } from '../settings-toast';
import { downloadExport, type ExportFormat, ExportHttpError } from './export-download';

/** Side by side where there is room, one under the other where there is not. */
const EXPORT_BUTTON = { flex: '1 0 auto' };

/**
 * The GDPR tab (accounts spec §2): the rights overview, the privacy policy, the cookie settings,
 * the data export and the data protection contact.
 */
export function GdprTab({ user }: SettingsPanelProps) {
  const m = useT();
  const t = m.accountSettings;
  const { intlLocale } = useLocale();
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const rights = [
    [t.rightAccess, t.rightAccessText],
    [t.rightRectification, t.rightRectificationText],
    [t.rightErasure, t.rightErasureText],
    [t.rightPortability, t.rightPortabilityText],
    [t.rightRestriction, t.rightRestrictionText],
    [t.rightObjection, t.rightObjectionText],
  ] as const;

  const exportData = async (format: ExportFormat) => {
    setExporting(format);
    try {
      await downloadExport(user.id, format);
      showSuccessToast(t.exportedText, t.exported, SETTINGS_TOAST);
    } catch (error) {
      const detail = error instanceof ExportHttpError ? serverErrorText(m, error.body) : undefined;
      showFailureToast(t.exportFailed, detail ?? t.exportFailedText, SETTINGS_TOAST);
    } finally {
      setExporting(null);
    }
  };

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={3} size="h4">
          {t.rightsTitle}
        </Title>
        <Text size="sm" c="dimmed">
          {t.rightsIntro}
        </Text>
        <List spacing="xs" size="sm">
          {rights.map(([name, text]) => (
            <List.Item key={name}>
              <Text span fw={600} size="sm">
                {name}:
              </Text>{' '}
              {text}
            </List.Item>
          ))}
        </List>
        <TextLink to="/privacy-policy" size="sm">
          {t.privacyPolicyLink}
        </TextLink>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Card withBorder padding="md">
          <Stack gap="xs" h="100%">
            <Title order={3} size="h5">
              {t.exportTitle}
            </Title>
            <Stack gap={4} style={{ flexGrow: 1 }}>
              <Text size="sm" c="dimmed">
                {t.exportText}
              </Text>
              <Text size="sm" c="dimmed">
                {t.exportZipText}
              </Text>
            </Stack>
            <Group gap="xs">
              <Button
                style={EXPORT_BUTTON}
                leftSection={<IconDownload size={16} />}
                loading={exporting === 'json'}
                disabled={exporting === 'zip'}
                onClick={() => void exportData('json')}
              >
                {t.exportButton}
              </Button>
              <Button
                style={EXPORT_BUTTON}
                variant="light"
                leftSection={<IconFileZip size={16} />}
                loading={exporting === 'zip'}
                disabled={exporting === 'json'}
                onClick={() => void exportData('zip')}
              >
                {t.exportZipButton}
              </Button>
            </Group>
          </Stack>
        </Card>
        <Card withBorder padding="md">
          <Stack gap="xs" h="100%">
            <Title order={3} size="h5">
              {t.cookieSettings}
            </Title>
            <Text size="sm" c="dimmed" style={{ flexGrow: 1 }}>
              {t.cookieSettingsText}
            </Text>
            <Button
              variant="default"
              leftSection={<IconCookie size={16} />}
              onClick={() => window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS_EVENT))}
            >
              {t.cookieSettings}
            </Button>
          </Stack>
        </Card>
      </SimpleGrid>
      <Card withBorder padding="md">
        <Stack gap={4}>
          <Title order={3} size="h5">
            {t.contactTitle}
          </Title>
          <Text size="sm">
            {t.contactText(PRIVACY_CONTACT_EMAIL).split(PRIVACY_CONTACT_EMAIL)[0]}
            <Anchor href={`mailto:${PRIVACY_CONTACT_EMAIL}`} size="sm">
              {PRIVACY_CONTACT_EMAIL}
            </Anchor>
            {t.contactText(PRIVACY_CONTACT_EMAIL).split(PRIVACY_CONTACT_EMAIL)[1]}
          </Text>
          <Text size="sm">{t.contactDays(PRIVACY_RESPONSE_DAYS)}</Text>
          <Text size="sm">{t.contactLanguages(privacyLanguageList(intlLocale))}</Text>
        </Stack>
      </Card>
    </Stack>
  );
}
