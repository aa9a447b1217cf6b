/** @jsxRuntime automatic @jsxImportSource react */
import { Body, Container, Head, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import type { MailContext } from './mail-context';
import { colours, styles } from './mail-styles';

/**
 * The frame of every mail: a light card on a light page, the body, then the footer with the
 * unsubscribe link when the kind has one. Only `light` is declared as colour scheme and every
 * colour is set explicitly, so mail programs in dark mode either keep it or invert it whole
 * rather than putting dark text on a dark page.
 */
export function MailLayout(props: { context: MailContext; preview: string; children: React.ReactNode }) {
  const { context, preview, children } = props;
  const { m, unsubscribeUrl, links } = context;
  return (
    <Html lang={context.locale}>
      <Head>
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      <Preview>{preview}</Preview>
      <Body style={styles.page}>
        <Container style={styles.card}>
          <Text style={styles.brand}>Nahbar</Text>
          {children}
          <Text style={styles.text}>{m.signature}</Text>
          <Hr style={styles.rule} />
          <Section>
            <Text style={styles.footer}>{m.footer}</Text>
            {unsubscribeUrl ? (
              <Text style={styles.footer}>
                {m.unsubscribeHint}{' '}
                <Link href={unsubscribeUrl} style={{ color: colours.muted, textDecoration: 'underline' }}>
                  {m.unsubscribe}
                </Link>{' '}
                ·{' '}
                <Link href={links.notificationSettings} style={{ color: colours.muted }}>
                  {m.notificationSettings}
                </Link>
              </Text>
            ) : null}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
