import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TypingIndicators, TypingSender } from './typing-timers';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(0);
});
afterEach(() => vi.useRealTimers());

describe('TypingSender', () => {
  it('signals a start on the first keystroke and a stop after 2 s without typing', () => {
    const signal = vi.fn();
    const sender = new TypingSender(signal);
    sender.input('H');
    sender.input('He');
    expect(signal.mock.calls).toEqual([[true]]);
    vi.advanceTimersByTime(1999);
    expect(signal).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(signal.mock.calls).toEqual([[true], [false]]);
  });

  it('each keystroke restarts the 2 s', () => {
    const signal = vi.fn();
    const sender = new TypingSender(signal);
    sender.input('a');
    vi.advanceTimersByTime(1500);
    sender.input('ab');
    vi.advanceTimersByTime(1500);
    expect(signal.mock.calls).toEqual([[true]]);
    vi.advanceTimersByTime(500);
    expect(signal.mock.calls).toEqual([[true], [false]]);
  });

  it('repeats the start every 2 s of continuous typing so receivers keep the indicator', () => {
    const signal = vi.fn();
    const sender = new TypingSender(signal);
    for (let ms = 0; ms <= 4000; ms += 500) {
      sender.input(`text ${ms}`);
      vi.advanceTimersByTime(500);
    }
    expect(signal.mock.calls).toEqual([[true], [true], [true]]);
  });

  it('stops on send and when the box is emptied, once', () => {
    const signal = vi.fn();
    const sender = new TypingSender(signal);
    sender.input('hi');
    sender.sent();
    expect(signal.mock.calls).toEqual([[true], [false]]);
    sender.input('again');
    sender.input('   ');
    expect(signal.mock.calls).toEqual([[true], [false], [true], [false]]);
    vi.advanceTimersByTime(5000);
    expect(signal).toHaveBeenCalledTimes(4);
    expect(sender.isTyping).toBe(false);
  });

  it('never signals for blank input', () => {
    const signal = vi.fn();
    new TypingSender(signal).input('  \n ');
    vi.advanceTimersByTime(5000);
    expect(signal).not.toHaveBeenCalled();
  });
});

describe('TypingIndicators', () => {
  it('shows a typist until the stop arrives', () => {
    const onChange = vi.fn();
    const typing = new TypingIndicators(onChange);
    typing.update('a', true);
    typing.update('b', true);
    expect(typing.users()).toEqual(['a', 'b']);
    typing.update('a', false);
    expect(typing.users()).toEqual(['b']);
    expect(onChange).toHaveBeenLastCalledWith(['b']);
  });

  it('drops an indicator 3 s after the last start', () => {
    const typing = new TypingIndicators(() => {});
    typing.update('a', true);
    vi.advanceTimersByTime(2000);
    typing.update('a', true);
    vi.advanceTimersByTime(2999);
    expect(typing.users()).toEqual(['a']);
    vi.advanceTimersByTime(1);
    expect(typing.users()).toEqual([]);
  });

  it('reports only real changes, and clears everyone at once', () => {
    const onChange = vi.fn();
    const typing = new TypingIndicators(onChange);
    typing.update('a', false);
    typing.update('a', true);
    typing.update('a', true);
    expect(onChange).toHaveBeenCalledTimes(1);
    typing.clear();
    expect(typing.users()).toEqual([]);
    vi.advanceTimersByTime(10_000);
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});
