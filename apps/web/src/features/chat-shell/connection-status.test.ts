import { de, en } from '@nahbar/contracts';
import { describe, expect, it } from 'vitest';
import { type ConnectionStatus, connectionLabel, connectionMeaning } from './connection-status';

describe('connection labels', () => {
  it('names every state in the member language', () => {
    expect(connectionLabel(en, 'connected')).toBe('Connected');
    expect(connectionLabel(en, 'error')).toBe('Connection error');
    expect(connectionLabel(de, 'reconnecting')).toBe('Verbindung wird wiederhergestellt');
    expect(connectionLabel(de, 'disconnected')).toBe('Nicht verbunden');
    expect(de.connection.status(connectionLabel(de, 'connected'))).toBe('Verbindung: Verbunden');
  });
});

describe('connection meanings', () => {
  it('says what every state means, in both languages, each its own', () => {
    const states: ConnectionStatus[] = ['connected', 'connecting', 'reconnecting', 'disconnected', 'error'];
    for (const m of [en, de]) {
      const meanings = states.map((status) => connectionMeaning(m, status));
      expect(new Set(meanings).size).toBe(states.length);
    }
    expect(connectionMeaning(en, 'connected')).toBe('New messages arrive live.');
    expect(connectionMeaning(de, 'disconnected')).toContain('Was du schreibst, wartet');
  });
});
