/** The mails' few colours: dark text on white, one accent, all above WCAG AA contrast. */
export const colours = {
  page: '#f4f4f5',
  card: '#ffffff',
  text: '#1f2328',
  muted: '#57606a',
  accent: '#1864ab',
  onAccent: '#ffffff',
  rule: '#d0d7de',
} as const;

const font = '-apple-system, "Segoe UI", Roboto, Helvetica, Arial, sans-serif';

export const styles = {
  page: {
    backgroundColor: colours.page,
    color: colours.text,
    fontFamily: font,
    margin: 0,
    padding: '24px 0',
  },
  card: {
    backgroundColor: colours.card,
    color: colours.text,
    maxWidth: '560px',
    margin: '0 auto',
    padding: '24px 32px',
    borderRadius: '8px',
  },
  brand: { color: colours.accent, fontSize: '20px', fontWeight: 700, margin: '0 0 16px' },
  text: { color: colours.text, fontSize: '15px', lineHeight: '24px', margin: '0 0 16px' },
  small: { color: colours.muted, fontSize: '13px', lineHeight: '20px', margin: '0 0 16px' },
  link: { color: colours.accent, wordBreak: 'break-all' as const },
  button: {
    backgroundColor: colours.accent,
    color: colours.onAccent,
    borderRadius: '6px',
    fontSize: '15px',
    fontWeight: 600,
    padding: '12px 20px',
    textDecoration: 'none',
  },
  buttonRow: { margin: '8px 0 24px' },
  facts: { color: colours.text, fontSize: '15px', lineHeight: '24px', margin: '0 0 4px' },
  rule: { borderColor: colours.rule, margin: '24px 0 16px' },
  footer: { color: colours.muted, fontSize: '12px', lineHeight: '18px', margin: '0 0 8px' },
} as const;
