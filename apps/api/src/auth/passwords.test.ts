import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { decoyPasswordHash, hashPassword, verifyPassword } from './passwords';

describe('password hashes', () => {
  it('are argon2id at the OWASP baseline wherever the environment configures the app', async () => {
    expect(loadConfig({}).passwordHashCost).toBe('standard');
    expect(loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: 'test' }).passwordHashCost).toBe('standard');
    const stored = await hashPassword('correct horse battery', loadConfig({}).passwordHashCost);
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(stored, 'correct horse batterz')).toBe(false);
    expect(await decoyPasswordHash()).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('verify by the parameters they carry, whatever cost made them', async () => {
    const cheap = await hashPassword('correct horse battery', 'test');
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=8,t=1,p=1\$/);
    expect(await verifyPassword(cheap, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(cheap, 'wrong')).toBe(false);
    expect(await verifyPassword('not a hash', 'wrong')).toBe(false);
  });
});
