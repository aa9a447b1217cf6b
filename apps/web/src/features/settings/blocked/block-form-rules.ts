import { BLOCK_REASON_UI_MAX_LENGTH, type TBlockByUsernameInput } from '@nahbar/contracts';

/** A handle as members write it: '@lena' means 'lena'. */
export function usernameOf(typed: string): string {
  return typed.trim().replace(/^@+/, '').trim();
}

/** Accounts spec §5: the username is required ('Please enter a username'). */
export function blockFormMissingUsername(typed: string): boolean {
  return usernameOf(typed) === '';
}

/**
 * The call for the form: no reason when none was written. The field counts to 200 (design:
 * the chat UI counts to 200, the server accepts 500), so a pasted longer text is cut here too.
 */
export function blockByUsernameInput(typedUsername: string, typedReason: string): TBlockByUsernameInput {
  const reason = typedReason.trim().slice(0, BLOCK_REASON_UI_MAX_LENGTH);
  return { username: usernameOf(typedUsername), ...(reason === '' ? {} : { reason }) };
}
