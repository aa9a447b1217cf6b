/**
 * An address shown in a mail that may reach someone else (the old address after a change):
 * enough to recognise, not enough to collect. `anna@example.org` becomes `a***@example.org`.
 */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${address.slice(0, 1)}***${address.slice(at)}`;
}
