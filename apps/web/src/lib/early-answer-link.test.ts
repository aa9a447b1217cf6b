import type { AppRouter } from '@nahbar/api';
import { createTRPCClient, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { describe, expect, it, vi } from 'vitest';
import { type EarlyAnswers, earlyAnswers } from '../early/early-answers';
import { earlyAnswerLink } from './early-answer-link';

const ROOM = '3f2a1b4c-0000-4000-8000-0000000000aa';

/** The network, as the last link: answers every call with where it went. */
function network() {
  const asked: string[] = [];
  const link: TRPCLink<AppRouter> =
    () =>
    ({ op }) =>
      observable((observer) => {
        asked.push(op.path);
        observer.next({ result: { type: 'data', data: `network:${op.path}` } });
        observer.complete();
      });
  return { asked, link };
}

function clientWith(answers: EarlyAnswers) {
  const net = network();
  const client = createTRPCClient<AppRouter>({ links: [earlyAnswerLink(() => answers), net.link] });
  return { client, asked: net.asked };
}

const calls = [
  { path: 'auth.me' },
  { path: 'messages.initial', input: { roomId: ROOM } },
  { path: 'blocks.list' },
];
const response = [
  { result: { data: { id: 'early-user' } } },
  { result: { data: { messages: [], hasMore: false } } },
  { error: { message: 'Unauthorized' } },
];

describe('earlyAnswerLink', () => {
  it('answers a query from the early answers without the network, once', async () => {
    const { client, asked } = clientWith(earlyAnswers(calls, Promise.resolve(response)));
    await expect(client.auth.me.query()).resolves.toEqual({ id: 'early-user' });
    expect(asked).toEqual([]);
    await expect(client.auth.me.query()).resolves.toBe('network:auth.me');
    expect(asked).toEqual(['auth.me']);
  });

  it('passes on a query it has no answer for, or one the server refused early', async () => {
    const { client, asked } = clientWith(earlyAnswers(calls, Promise.resolve(response)));
    await expect(client.chatData.get.query()).resolves.toBe('network:chatData.get');
    await expect(client.blocks.list.query()).resolves.toBe('network:blocks.list');
    expect(asked).toEqual(['chatData.get', 'blocks.list']);
  });

  it('waits for an answer still on its way', async () => {
    let arrive: (value: unknown) => void = () => {};
    const pending = new Promise((resolve) => {
      arrive = resolve;
    });
    const { client, asked } = clientWith(earlyAnswers(calls, pending));
    const answer = client.messages.initial.query({ roomId: ROOM });
    arrive(response);
    await expect(answer).resolves.toEqual({ messages: [], hasMore: false });
    expect(asked).toEqual([]);
  });

  it('drops what is left when the member signs in or out, not on other changes', async () => {
    const answers = earlyAnswers(calls, Promise.resolve(response));
    const forget = vi.spyOn(answers, 'forget');
    const { client, asked } = clientWith(answers);
    await client.notifications.updateSettings.mutate({ timeZone: 'Europe/Vienna' });
    expect(forget).not.toHaveBeenCalled();
    await client.auth.logout.mutate();
    expect(forget).toHaveBeenCalledOnce();
    await expect(client.auth.me.query()).resolves.toBe('network:auth.me');
    expect(asked).toEqual(['notifications.updateSettings', 'auth.logout', 'auth.me']);
  });

  it('passes everything on when the page has no early answers', async () => {
    const net = network();
    const client = createTRPCClient<AppRouter>({ links: [earlyAnswerLink(() => undefined), net.link] });
    await expect(client.auth.me.query()).resolves.toBe('network:auth.me');
  });
});
