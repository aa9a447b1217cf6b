import { erasureQueries } from '@nahbar/db';
import { describe, expect, it } from 'vitest';
import { ERASED_TABLES, ERASURE_PLAN } from './erasure-plan';

describe('the erasure plan as steps', () => {
  const tables = Object.entries(ERASURE_PLAN);

  it('deletes the user row last: every other step finds the member through it', () => {
    expect(tables.at(-1)?.[0]).toBe('users');
    expect(ERASURE_PLAN.users?.steps?.at(-1)).toBe(erasureQueries.removeUserRow);
    const elsewhere = tables.flatMap(([, plan]) => plan.steps ?? []).slice(0, -1);
    expect(elsewhere).not.toContain(erasureQueries.removeUserRow);
  });

  it('gives every erased table a step, and none to the tables emptied before the transaction', () => {
    for (const [table, plan] of tables) {
      if (plan.how === 'erased') expect(plan.steps?.length ?? 0, table).toBeGreaterThan(0);
      if (plan.how === 'before') expect(plan.steps, table).toBeUndefined();
    }
  });

  it('hands rooms over before removing the empty ones, which would otherwise take them all', () => {
    expect(ERASURE_PLAN.rooms?.steps?.indexOf(erasureQueries.handOverRoomsOf)).toBeLessThan(
      ERASURE_PLAN.rooms?.steps?.indexOf(erasureQueries.removeEmptyRoomsOf) ?? -1,
    );
  });

  it('leaves tables without member data alone: no steps, no vacuum', () => {
    expect(ERASURE_PLAN.link_previews?.how).toBe('no member data');
    for (const [table, plan] of tables) {
      if (plan.how !== 'no member data') continue;
      expect(plan.steps, table).toBeUndefined();
      expect(ERASED_TABLES, table).not.toContain(table);
    }
    expect(ERASED_TABLES).toContain('users');
    expect(ERASED_TABLES).toHaveLength(tables.length - 1);
  });
});
