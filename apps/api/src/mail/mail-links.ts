/**
 * The addresses mails link to, in one place for the templates and the services that queue them.
 * A token travels in the fragment of a page link (`#token=`), so it never reaches a server log or
 * a Referer; the page sends it in a POST body. The one-click unsubscribe address (RFC 8058) is the
 * API path itself, which mail programs POST to.
 */
export function mailLinks(publicOrigin: string) {
  const origin = publicOrigin.replace(/\/+$/, '');
  const token = (path: string) => (value: string) => `${origin}${path}#token=${encodeURIComponent(value)}`;
  return {
    app: `${origin}/`,
    notificationSettings: `${origin}/settings?tab=notifications`,
    accountSettings: `${origin}/settings?tab=account`,
    verifyEmail: token('/verify-email'),
    resetPassword: token('/reset-password'),
    forgotPassword: `${origin}/forgot-password`,
    unsubscribePage: token('/unsubscribe'),
    unsubscribeOneClick: (value: string) =>
      `${origin}/api/mail/unsubscribe?token=${encodeURIComponent(value)}`,
  };
}
export type MailLinks = ReturnType<typeof mailLinks>;
