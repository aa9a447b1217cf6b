/** What the guards need of the session and of the server, whatever the user's shape. */
interface MemberSources<User> {
  session: { user: User | null; loading: boolean };
  trpc: { auth: { me: { ensureData: () => Promise<User | null> } } };
}

/**
 * Who is signed in, as the route guards see it: the session's answer, in which the stored user
 * stands in until the server has spoken. Only a first visit with nothing stored waits for the
 * server, and a server that cannot be reached leaves a visitor (accounts spec §4).
 */
export async function knownMember<User>({ session, trpc }: MemberSources<User>): Promise<User | null> {
  if (!session.loading) return session.user;
  return trpc.auth.me.ensureData().catch(() => null);
}
