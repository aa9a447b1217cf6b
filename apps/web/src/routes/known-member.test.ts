import { describe, expect, it, vi } from 'vitest';
import { knownMember } from './known-member';

interface User {
  id: string;
}

const lena: User = { id: 'lena' };

function server(answer: () => Promise<User | null>) {
  const ensureData = vi.fn(answer);
  return { ensureData, trpc: { auth: { me: { ensureData } } } };
}

describe('knownMember', () => {
  it('takes the session’s answer without asking the server once anything is known', async () => {
    const { ensureData, trpc } = server(async () => lena);
    expect(await knownMember({ session: { user: null, loading: false }, trpc })).toBeNull();
    expect(await knownMember({ session: { user: lena, loading: false }, trpc })).toBe(lena);
    expect(ensureData).not.toHaveBeenCalled();
  });

  it('waits for the server on a first visit with nothing stored', async () => {
    const { ensureData, trpc } = server(async () => lena);
    expect(await knownMember({ session: { user: null, loading: true }, trpc })).toBe(lena);
    expect(ensureData).toHaveBeenCalledOnce();
  });

  it('leaves a visitor when the server cannot be reached', async () => {
    const { trpc } = server(async () => {
      throw new Error('offline');
    });
    expect(await knownMember({ session: { user: null, loading: true }, trpc })).toBeNull();
  });
});
