import { usersQueries } from '@nahbar/db';
import { testDatabaseKinds } from '@nahbar/db/testing';
import { describe, expect, it } from 'vitest';
import { chatTestBed, makeMember, rejection } from '../../../test/chat-fixtures';
import { callerFor } from '../../../test/harness';

/**
 * The one admin check (services/policy/assert-admin.ts) as tRPC meets it: the role stored now
 * and the session's copy must both say admin. A socket's member is the copy from when it
 * opened, so a role revoked since refuses at once, and a role granted since waits for a new one.
 */
describe.each(testDatabaseKinds())('who may administer, on $name', (kind) => {
  const bed = chatTestBed(kind);

  it.each([
    ['an admin, stored and held', 'admin', 'admin', true],
    ['a member, stored and held', 'user', 'user', false],
    ['an admin whose role was revoked since the session read it', 'admin', 'user', false],
    ['a member made admin since the session read them', 'user', 'admin', false],
  ] as const)('%s', async (_what, held, stored, allowed) => {
    const member = await makeMember(bed.deps, 'steward');
    await usersQueries.setRole(bed.deps.db, member.username, stored);
    const outcome = callerFor(bed.deps, { ...member, role: held }).caller.admin.stats();
    if (allowed) await expect(outcome).resolves.toBeDefined();
    else expect(await rejection(outcome)).toMatchObject({ code: 'FORBIDDEN' });
  });
});
