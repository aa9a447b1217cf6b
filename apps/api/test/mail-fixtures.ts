import { mailOutboxQueries, usersQueries } from '@nahbar/db';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../src/config';
import { signUp, testConfig } from './harness';

/** The app's mail settings sending to `smtpUrl` (an SmtpCatcher's url, say). */
export function smtpMailConfig(smtpUrl: string): Pick<AppConfig, 'mail'> {
  return { mail: { ...testConfig().mail, smtpUrl, from: 'Nahbar <no-reply@nahbar.test>' } };
}

/** A registered member who reads Nahbar in `locale`. */
export async function mailMember(app: FastifyInstance, locale: 'de' | 'en' = 'en') {
  const { user } = await signUp(app);
  await usersQueries.setLocale(app.deps.db, user.id, locale);
  return user;
}

/** The member's newest outbox row. */
export async function newestMail(app: FastifyInstance, userId: string) {
  const [row] = await mailOutboxQueries.listForUser(app.deps.db, userId);
  if (!row) throw new Error('no mail queued');
  return row;
}
