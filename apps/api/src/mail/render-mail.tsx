/** @jsxRuntime automatic @jsxImportSource react */
// The JSX runtime is named in each mail file: the server runs under tsx from the repository root,
// where no tsconfig sets it (scripts/start.mjs), and the classic runtime would need React in scope.
import { CATALOGUES, type Locale } from '@nahbar/contracts';
import { render, toPlainText } from '@react-email/render';
import type { MailKind, MailKinds } from './mail-kinds';
import { mailLinks } from './mail-links';
import { digestAndAnnouncementTemplates } from './templates/digest-mails';
import { emailTakenMail, passwordResetMail, verifyEmailMail } from './templates/link-mails';
import type { MailContent, MailContext } from './templates/mail-context';
import { MailLayout } from './templates/mail-layout';
import {
  emailChangedAlertMail,
  passwordChangedAlertMail,
  passwordResetAlertMail,
  signInAlertMail,
} from './templates/security-alerts';

type Template<K extends MailKind> = (data: MailKinds[K], context: MailContext) => MailContent;

/** Each kind's template; a kind without one fails the typecheck. */
const TEMPLATES: { [K in MailKind]: Template<K> } = {
  verifyEmail: verifyEmailMail,
  emailTaken: emailTakenMail,
  passwordReset: passwordResetMail,
  signInAlert: signInAlertMail,
  passwordChangedAlert: passwordChangedAlertMail,
  emailChangedAlert: emailChangedAlertMail,
  passwordResetAlert: passwordResetAlertMail,
  ...digestAndAnnouncementTemplates,
};

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export interface RenderOptions {
  locale: Locale;
  publicOrigin: string;
  timeZone: string;
  /** The kind's unsubscribe token (queueMail adds it for kinds with a switch other than alerts). */
  unsubscribeToken: string | undefined;
}

export function isMailKind(kind: string): kind is MailKind {
  return Object.hasOwn(TEMPLATES, kind);
}

/** A mail from the outbox in its recipient's language: subject, HTML and the plain-text part. */
export async function renderMail<K extends MailKind>(
  kind: K,
  data: MailKinds[K],
  options: RenderOptions,
): Promise<RenderedMail> {
  const links = mailLinks(options.publicOrigin);
  const context: MailContext = {
    locale: options.locale,
    m: CATALOGUES[options.locale].mail,
    links,
    timeZone: options.timeZone,
    unsubscribeUrl: options.unsubscribeToken ? links.unsubscribePage(options.unsubscribeToken) : undefined,
  };
  const template: Template<K> = TEMPLATES[kind];
  const content = template(data, context);
  const html = await render(
    <MailLayout context={context} preview={content.preview}>
      {content.body}
    </MailLayout>,
  );
  // Rendered once: the text part is the HTML's text (the hidden preview line left out).
  const text = toPlainText(html);
  return { subject: content.subject, html, text };
}
