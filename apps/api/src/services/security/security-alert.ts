import type { AppDeps } from '../../deps';
import type { MailDevice } from '../../mail/mail-kinds';
import { queueMail } from '../../mail/queue-mail';
import { describeDevice } from '../account/describe-device';

/** The alerts that name only the member and the device (an address change names the address too). */
export type DeviceAlertKind = 'signInAlert' | 'passwordChangedAlert' | 'passwordResetAlert';

/** When and from where, as an alert names it: the moment of the event and the browser's names. */
export function mailDevice(userAgent: string | null | undefined, at: Date): MailDevice {
  return { at: at.toISOString(), ...describeDevice(userAgent ?? null) };
}

/**
 * Queues a security alert after the answer (deps.background): the event's time is taken now, the
 * mail written later, so a slow or failing outbox neither slows nor fails the request. queueMail
 * drops it when the member turned security alerts off or has no verified address.
 */
export function alertLater(
  deps: AppDeps,
  member: { id: string; username: string },
  kind: DeviceAlertKind,
  userAgent: string | null | undefined,
): void {
  const device = mailDevice(userAgent, deps.clock.now());
  deps.background.run(() =>
    queueMail(deps, { userId: member.id, kind, data: { username: member.username, ...device } }),
  );
}
