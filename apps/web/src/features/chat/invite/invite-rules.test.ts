import { describe, expect, it } from 'vitest';
import { canInviteTo, type InviteCandidate, inviteCandidates, searchesOthers } from './invite-rules';

const person = (id: string, displayName: string, username = id): InviteCandidate => ({
  id,
  username,
  displayName,
});

const jürgen = person('j', 'Jürgen', 'juergen_k');
const anna = person('a', 'Anna');
const ben = person('b', 'Ben');
const carla = person('c', 'Carla');

describe('canInviteTo', () => {
  it("offers the invite to a named private room's creator only", () => {
    expect(canInviteTo({ isPrivate: true, createdBy: 'me' }, false, 'me')).toBe(true);
    expect(canInviteTo({ isPrivate: true, createdBy: 'other' }, false, 'me')).toBe(false);
    expect(canInviteTo({ isPrivate: false, createdBy: 'me' }, false, 'me')).toBe(false);
    expect(canInviteTo({ isPrivate: true, createdBy: 'me' }, true, 'me')).toBe(false);
    expect(canInviteTo({ isPrivate: true, createdBy: null }, false, 'me')).toBe(false);
    expect(canInviteTo(undefined, false, 'me')).toBe(false);
  });
});

describe('inviteCandidates', () => {
  const base = { friends: [anna, ben, jürgen], found: [], memberIds: ['me', 'b'], selfId: 'me', query: '' };

  it('lists friends not yet in the room, and nobody else without a query', () => {
    expect(inviteCandidates({ ...base, found: [carla] })).toEqual({ friends: [anna, jürgen], others: [] });
  });

  it('narrows friends by name or handle, folding umlauts the way the search does', () => {
    expect(inviteCandidates({ ...base, query: 'jue' }).friends).toEqual([jürgen]);
    expect(inviteCandidates({ ...base, query: 'JÜR' }).friends).toEqual([jürgen]);
    expect(inviteCandidates({ ...base, query: 'an' }).friends).toEqual([anna]);
    expect(inviteCandidates({ ...base, query: 'x' }).friends).toEqual([]);
  });

  it('adds found members from two characters on, without members, friends, oneself or repeats', () => {
    const found = [carla, anna, ben, person('me', 'Me'), carla];
    expect(inviteCandidates({ ...base, found, query: 'a' }).others).toEqual([]);
    expect(inviteCandidates({ ...base, found, query: ' ca ' }).others).toEqual([carla]);
  });

  it('asks the server only from two characters on', () => {
    expect(searchesOthers(' b ')).toBe(false);
    expect(searchesOthers('be')).toBe(true);
  });
});
