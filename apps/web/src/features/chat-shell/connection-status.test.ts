import { de, en } from '@nahbar/contracts';
import { describe, expect, it } from 'vitest';
import { connectionLabel } from './connection-status';

describe('connection labels', () => {
  it('names every state in the member language', () => {
    expect(connectionLabel(en, 'connected')).toBe('Connected');
    expect(connectionLabel(en, 'error')).toBe('Connection error');
    expect(connectionLabel(de, 'reconnecting')).toBe('Verbindung wird wiederhergestellt');
    expect(connectionLabel(de, 'disconnected')).toBe('Nicht verbunden');
    expect(de.connection.status(connectionLabel(de, 'connected'))).toBe('Verbindung: Verbunden');
  });
});
