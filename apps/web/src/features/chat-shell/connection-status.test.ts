import { describe, expect, it } from 'vitest';
import { CONNECTION_COLOR, CONNECTION_LABEL, connectionStatusOf } from './connection-status';

describe('connectionStatusOf', () => {
  it('maps an open socket to connected', () => {
    expect(connectionStatusOf({ state: 'pending', error: null })).toBe('connected');
  });

  it('tells a first attempt from a retry by the error of the last attempt', () => {
    expect(connectionStatusOf({ state: 'connecting', error: null })).toBe('connecting');
    expect(connectionStatusOf({ state: 'connecting', error: new Error('closed') })).toBe('reconnecting');
  });

  it('maps an idle socket to disconnected', () => {
    expect(connectionStatusOf({ state: 'idle', error: null })).toBe('disconnected');
  });

  it('has a label and a colour for every status', () => {
    expect(Object.keys(CONNECTION_LABEL).sort()).toEqual(Object.keys(CONNECTION_COLOR).sort());
  });
});
