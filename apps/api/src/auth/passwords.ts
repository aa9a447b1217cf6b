import { hash, verify } from '@node-rs/argon2';

const ARGON2ID = 2;

/**
 * `standard` is OWASP's argon2id baseline (19 MiB memory, 2 iterations, 1 lane) and what every
 * deployment uses. `test` is the smallest cost argon2 allows: the test suites register thousands
 * of members, and at the standard cost their hashing alone took minutes of CI. A hash carries its
 * own parameters, so verification needs no setting.
 */
export const PASSWORD_HASH_OPTIONS = {
  standard: { memoryCost: 19456, timeCost: 2, parallelism: 1, algorithm: ARGON2ID },
  test: { memoryCost: 8, timeCost: 1, parallelism: 1, algorithm: ARGON2ID },
} as const;

export type PasswordHashCost = keyof typeof PASSWORD_HASH_OPTIONS;

export function hashPassword(password: string, cost: PasswordHashCost = 'standard'): Promise<string> {
  return hash(password, PASSWORD_HASH_OPTIONS[cost]);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A real hash of nothing, verified against when the user does not exist, so timing tells nothing. */
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword('decoy-password-for-unknown-users');
  return decoyHash;
}
