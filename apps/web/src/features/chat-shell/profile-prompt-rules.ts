/** Where this device remembers that a member put the profile prompt away (one key per member). */
const PROFILE_PROMPT_KEY_PREFIX = 'nahbar_profile_prompt_dismissed:';

type PromptStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** A fresh profile: no photo and no words about oneself yet. */
export function profileLooksEmpty(user: {
  primaryPhoto: { photoUrl: string } | null;
  bio: string | null;
}): boolean {
  return !user.primaryPhoto && !user.bio?.trim();
}

export function promptDismissed(storage: PromptStorage, userId: string): boolean {
  try {
    return storage.getItem(PROFILE_PROMPT_KEY_PREFIX + userId) !== null;
  } catch {
    return false; // storage blocked: the prompt shows, and a dismissal lasts for this page
  }
}

export function rememberDismissed(storage: PromptStorage, userId: string): void {
  try {
    storage.setItem(PROFILE_PROMPT_KEY_PREFIX + userId, new Date().toISOString());
  } catch {
    // storage blocked: see above
  }
}
