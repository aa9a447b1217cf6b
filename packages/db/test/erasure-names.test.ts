import { describe, expect, it } from 'vitest';
import { renameInAuditLog } from '../src/queries/erasure';
import { testDatabaseKinds } from './test-databases';

describe.each(testDatabaseKinds())('moderation texts of an erased member on $name', (kind) => {
  it('name them as a deleted member: whole words, any case, an @ taken along, other words left', async () => {
    const { db, close } = await kind.create();
    try {
      const reasons = [
        'Insulted @Ann.B and ann.b twice',
        'Annb.x is someone else; so is ann_b',
        'Said "A+ (Ann)" was [spam]',
        'Nothing about them',
      ];
      await db
        .insertInto('adminAuditLog')
        .values(reasons.map((reason) => ({ action: 'warning', reason })))
        .execute();
      await renameInAuditLog(db, { names: ['Ann.B', 'A+ (Ann)'], replacement: 'a deleted member' });
      const rows = await db.selectFrom('adminAuditLog').select('reason').execute();
      expect(rows.map((r) => r.reason).sort()).toEqual(
        [
          'Insulted a deleted member and a deleted member twice',
          'Annb.x is someone else; so is ann_b',
          'Said "a deleted member" was [spam]',
          'Nothing about them',
        ].sort(),
      );
    } finally {
      await close();
    }
  });
});
