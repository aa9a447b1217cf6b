import {
  DEFAULT_PRIVACY_SETTINGS,
  type TPrivacySettings,
  ZUpdatePrivacySettingsInput,
} from '@nahbar/contracts';
import { type PrivacySettingsRow, privacySettingsQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { parseInput } from '../../errors';
import { announceReceiptSwitch } from '../reading/announce-receipt-switch';
import { announceSelfChange } from './announce-self-change';

function toDto(row: PrivacySettingsRow | undefined): TPrivacySettings {
  if (!row) return { ...DEFAULT_PRIVACY_SETTINGS };
  const { userId: _, ...settings } = row;
  return settings;
}

/** The member's own privacy settings (accounts spec §3; the defaults until they save any). */
export async function getPrivacySettings(deps: AppDeps, actor: Actor): Promise<TPrivacySettings> {
  return toDto(await privacySettingsQueries.find(deps.db, actor.id));
}

/**
 * Saves a change of the member's privacy settings; fields left out keep their values and a
 * value outside the enumerations is a 400 that stores nothing. Takes effect on every path
 * at once: each path asks the policy, which reads the stored settings.
 */
export async function updatePrivacySettings(
  deps: AppDeps,
  actor: Actor,
  rawInput: unknown,
): Promise<TPrivacySettings> {
  const change = parseInput(ZUpdatePrivacySettingsInput, rawInput ?? {});
  await deps.limits.hit('settings', actor.id);
  const row = await privacySettingsQueries.upsert(deps.db, actor.id, change);
  await announceSelfChange(deps, actor.id);
  if (change.readReceipts !== undefined) await announceReceiptSwitch(deps, actor.id);
  return toDto(row);
}
