import type { TSupportContactAnswer } from '@nahbar/contracts';
import type { AppDeps } from '../../deps';
import { UNKNOWN_ADDRESS } from '../../limits/rules';

/**
 * How members reach the operators (`SUPPORT_CONTACT`), for the ban screen (issue 32). Asked
 * without a session, since a banned member has none: limited per address instead.
 */
export async function supportContact(deps: AppDeps, ip: string | null): Promise<TSupportContactAnswer> {
  await deps.limits.hit('supportLookups', ip ?? UNKNOWN_ADDRESS);
  return { contact: deps.config.supportContact };
}
