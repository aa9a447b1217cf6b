/** @jsxRuntime automatic @jsxImportSource react */
import { Section, Text } from '@react-email/components';
import type { DigestRoom, MailKinds } from '../mail-kinds';
import type { MailContent, MailContext } from './mail-context';
import { Greeting, LinkButton, Paragraph } from './mail-parts';
import { styles } from './mail-styles';

/** The digest's lines: unread rooms first, then the counts that are not zero. */
function Summary(props: { lines: string[] }) {
  return (
    <Section style={{ margin: '0 0 16px' }}>
      {props.lines.map((line) => (
        <Text key={line} style={styles.facts}>
          • {line}
        </Text>
      ))}
    </Section>
  );
}

function roomLines(rooms: DigestRoom[], context: MailContext): string[] {
  return rooms.filter((room) => room.unread > 0).map((room) => context.m.unreadIn(room.name, room.unread));
}

function dailySummaryMail(data: MailKinds['dailySummary'], context: MailContext): MailContent {
  const { m } = context;
  const lines = [
    ...roomLines(data.rooms, context),
    ...(data.friendRequests > 0 ? [m.friendRequests(data.friendRequests)] : []),
    ...(data.mentions > 0 ? [m.mentions(data.mentions)] : []),
  ];
  return {
    subject: m.dailySubject,
    preview: lines[0] ?? m.dailyIntro,
    body: (
      <>
        <Greeting name={data.username} context={context} />
        <Paragraph>{m.dailyIntro}</Paragraph>
        <Summary lines={lines} />
        <LinkButton href={data.link} label={m.openApp} context={context} />
      </>
    ),
  };
}

function weeklyHighlightsMail(data: MailKinds['weeklyHighlights'], context: MailContext): MailContent {
  const { m } = context;
  const lines = [
    ...roomLines(data.rooms, context),
    ...(data.newFriends > 0 ? [m.newFriends(data.newFriends)] : []),
    ...(data.friendRequests > 0 ? [m.friendRequests(data.friendRequests)] : []),
    ...(data.mentions > 0 ? [m.mentions(data.mentions)] : []),
  ];
  return {
    subject: m.weeklySubject,
    preview: lines[0] ?? m.weeklyIntro,
    body: (
      <>
        <Greeting name={data.username} context={context} />
        <Paragraph>{m.weeklyIntro}</Paragraph>
        <Summary lines={lines} />
        <LinkButton href={data.link} label={m.openApp} context={context} />
      </>
    ),
  };
}

/** An operator's announcement: its own subject, its text in paragraphs (blank lines between). */
function announcementMail(data: MailKinds['announcement'], context: MailContext): MailContent {
  const paragraphs = data.body
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return {
    subject: data.subject,
    preview: paragraphs[0] ?? data.subject,
    body: (
      <>
        {paragraphs.map((paragraph, index) => (
          // Paragraphs may repeat; their order is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, rendered once
          <Paragraph key={index}>{paragraph}</Paragraph>
        ))}
        <LinkButton href={context.links.app} label={context.m.openApp} context={context} />
      </>
    ),
  };
}

export const digestAndAnnouncementTemplates = {
  dailySummary: dailySummaryMail,
  weeklyHighlights: weeklyHighlightsMail,
  announcement: announcementMail,
};
