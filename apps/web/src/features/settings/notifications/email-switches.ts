import type { TEmailStatus } from '@nahbar/contracts';

/**
 * What the notification tab shows under 'By e-mail': the switches only to a member with a
 * verified address, since without one nothing can be sent and a switch would promise what does
 * not happen; a member without one is told they need an address. Nothing while the address is
 * not known yet. The stored e-mail choices stay as they are either way.
 */
export type EmailSwitchesView = 'switches' | 'needAddress' | 'nothing';

export function emailSwitchesView(status: TEmailStatus | undefined): EmailSwitchesView {
  if (!status) return 'nothing';
  return status.email ? 'switches' : 'needAddress';
}
