import { testDatabaseKinds, testServiceUrl } from '@nahbar/db/testing';
import { describe, it } from 'vitest';
import { liveBlockRows } from './block-rows-live';
import { socialBlockRows } from './block-rows-social';
import { ACROSS_INSTANCES, blockWorld } from './block-world';

/**
 * The block matrix (block-matrix.test.ts) with the blocker and the blocked member on different
 * app instances that share one database and Redis: every live path crosses Redis, and the block
 * is taken once on the blocker's instance and once on the other. Runs when TEST_REDIS_URL is
 * set (CI must set it: testServiceUrl fails a CI run without it).
 */
const redisUrl = testServiceUrl('TEST_REDIS_URL');

describe.runIf(redisUrl)('a block across two instances', () => {
  describe.each(testDatabaseKinds())('on $name', (kind) => {
    describe.each(ACROSS_INSTANCES)('$name', (layout) => {
      const world = blockWorld(kind, layout, redisUrl);
      for (const row of [...liveBlockRows, ...socialBlockRows]) it(row.name, () => row.run(world));
    });
  });
});
