import { type Db, GroupedCalls, roomsQueries } from '@nahbar/db';

/** Each send's one look-up (`roomsQueries.findForSender`), those that arrive together in one statement. */
export type SendTargets = GroupedCalls<roomsQueries.SendTargetRequest, roomsQueries.SendTarget | undefined>;

/**
 * Grouped like the writes (message-writer.ts): while one look-up is on its way, the sends that
 * arrive wait and are looked up together, so a busy moment costs the database two statements
 * (one read, one write) however many members send. `maxGroup: 1` looks each up alone.
 */
export function sendTargets(db: Db, maxGroup: number): SendTargets {
  return new GroupedCalls(
    {
      together: (requests) => roomsQueries.findForSenders(db, requests),
      alone: (request) => roomsQueries.findForSender(db, request),
    },
    maxGroup,
  );
}
