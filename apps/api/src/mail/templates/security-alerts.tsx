/** @jsxRuntime automatic @jsxImportSource react */
import { Link, Section, Text } from '@react-email/components';
import { formatWhen } from '../format-when';
import type { MailDevice, MailKinds } from '../mail-kinds';
import { maskAddress } from '../mask-address';
import type { MailContent, MailContext } from './mail-context';
import { Greeting, LinkButton, Paragraph } from './mail-parts';
import { styles } from './mail-styles';

/**
 * What every alert says after its first line: when and on what it happened, and what to do if
 * it was not the member (change the password in the account settings, or ask for a reset link
 * when they cannot get in). Alerts cannot be unsubscribed by link: only the settings switch them off.
 */
function AlertBody(props: { intro: string; username: string; device: MailDevice; context: MailContext }) {
  const { context, device } = props;
  const { m, links } = context;
  const deviceText = m.alertDeviceText(device.browser ?? m.unknownBrowser, device.os ?? m.unknownSystem);
  return (
    <>
      <Greeting name={props.username} context={context} />
      <Paragraph>{props.intro}</Paragraph>
      <Section style={{ margin: '0 0 16px' }}>
        <Text style={styles.facts}>
          <strong>{m.alertWhen}:</strong> {formatWhen(device.at, context.locale, context.timeZone)}
        </Text>
        <Text style={styles.facts}>
          <strong>{m.alertDevice}:</strong> {deviceText}
        </Text>
      </Section>
      <Paragraph>{m.alertWasYou}</Paragraph>
      <Paragraph>
        {m.alertNotYou}{' '}
        <Link href={links.forgotPassword} style={styles.link}>
          {m.alertResetLink}
        </Link>
      </Paragraph>
      <LinkButton href={links.accountSettings} label={m.alertAccountButton} context={context} />
    </>
  );
}

function alert(
  subject: string,
  intro: string,
  data: { username: string } & MailDevice,
  context: MailContext,
) {
  return {
    subject,
    preview: intro,
    body: <AlertBody intro={intro} username={data.username} device={data} context={context} />,
  } satisfies MailContent;
}

export const signInAlertMail = (data: MailKinds['signInAlert'], c: MailContext) =>
  alert(c.m.signInSubject, c.m.signInIntro, data, c);

export const passwordChangedAlertMail = (data: MailKinds['passwordChangedAlert'], c: MailContext) =>
  alert(c.m.passwordChangedSubject, c.m.passwordChangedIntro, data, c);

export const emailChangedAlertMail = (data: MailKinds['emailChangedAlert'], c: MailContext) =>
  alert(c.m.emailChangedSubject, c.m.emailChangedIntro(maskAddress(data.newAddress)), data, c);

export const passwordResetAlertMail = (data: MailKinds['passwordResetAlert'], c: MailContext) =>
  alert(c.m.passwordResetAlertSubject, c.m.passwordResetAlertIntro, data, c);
