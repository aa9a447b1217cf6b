import { testDatabaseKinds } from '@nahbar/db/testing';
import { describe, expect, it } from 'vitest';
import { chatTestBed, makeMember, rejection } from '../../../test/chat-fixtures';
import { callerFor } from '../../../test/harness';

/**
 * What others see of a banned member (services/policy/can.ts): no profile page and no search
 * hit, as if removed; the member's own profile stays theirs.
 */
describe.each(testDatabaseKinds())('a banned member as others see them, on $name', (kind) => {
  const bed = chatTestBed(kind);

  it('has no profile page and no search hit for others, and keeps their own', async () => {
    const banned = await makeMember(bed.deps, 'gesperrt');
    const viewer = await makeMember(bed.deps, 'viewer');
    const before = await callerFor(bed.deps, viewer).caller.profiles.get({ userId: banned.id });
    expect(before.user.id).toBe(banned.id);
    await bed.deps.db.updateTable('users').set({ isBanned: true }).where('id', '=', banned.id).execute();

    const as = (actor: typeof viewer) => callerFor(bed.deps, actor).caller;
    expect(await rejection(as(viewer).profiles.get({ userId: banned.id }))).toMatchObject({
      code: 'NOT_FOUND',
    });
    const found = await as(viewer).search.users({ q: banned.username });
    expect(found.map((u) => u.id)).not.toContain(banned.id);
    const own = await as({ ...banned, isBanned: true }).profiles.get({ userId: banned.id });
    expect(own).toMatchObject({ isSelf: true, user: { id: banned.id } });
  });
});
