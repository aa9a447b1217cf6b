/** @jsxRuntime automatic @jsxImportSource react */
import { Text } from '@react-email/components';
import type { MailKinds } from '../mail-kinds';
import type { MailContent, MailContext } from './mail-context';
import { Greeting, LinkButton, Paragraph } from './mail-parts';
import { styles } from './mail-styles';

/** Mails a member asked for, each carrying a single-use link: no unsubscribe, no alert. */
export function verifyEmailMail(data: MailKinds['verifyEmail'], context: MailContext): MailContent {
  const { m } = context;
  return {
    subject: m.verifySubject,
    preview: m.verifyIntro,
    body: (
      <>
        <Greeting name={data.username} context={context} />
        <Paragraph>{m.verifyIntro}</Paragraph>
        <LinkButton href={data.link} label={m.verifyButton} context={context} />
        <Text style={styles.small}>
          {m.linkOnce} {m.notYouIgnore}
        </Text>
      </>
    ),
  };
}

export function emailTakenMail(data: MailKinds['emailTaken'], context: MailContext): MailContent {
  const { m, links } = context;
  return {
    subject: m.takenSubject,
    preview: m.takenIntro,
    body: (
      <>
        <Greeting name={data.username} context={context} />
        <Paragraph>{m.takenIntro}</Paragraph>
        <Paragraph>{m.takenForgot}</Paragraph>
        <LinkButton href={links.forgotPassword} label={m.takenButton} context={context} />
        <Text style={styles.small}>{m.notYouIgnore}</Text>
      </>
    ),
  };
}

export function passwordResetMail(data: MailKinds['passwordReset'], context: MailContext): MailContent {
  const { m } = context;
  return {
    subject: m.resetSubject,
    preview: m.resetIntro,
    body: (
      <>
        <Greeting name={data.username} context={context} />
        <Paragraph>{m.resetIntro}</Paragraph>
        <LinkButton href={data.link} label={m.resetButton} context={context} />
        <Text style={styles.small}>
          {m.linkOnce} {m.notYouIgnore}
        </Text>
      </>
    ),
  };
}
