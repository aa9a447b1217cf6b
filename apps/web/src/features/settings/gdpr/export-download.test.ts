import { describe, expect, it } from 'vitest';
import { exportFileName } from './export-download';

const NOW = new Date('2026-11-24T21:00:00.000Z');

describe('export file name', () => {
  it("takes the server's name", () => {
    expect(exportFileName('attachment; filename="nahbar-export-u1-2026-11-24.json"', 'u1', NOW)).toBe(
      'nahbar-export-u1-2026-11-24.json',
    );
    expect(exportFileName('attachment; filename=data.json', 'u1', NOW)).toBe('data.json');
    expect(exportFileName('attachment; filename="nahbar-export-u1-2026-11-24.zip"', 'u1', NOW, 'zip')).toBe(
      'nahbar-export-u1-2026-11-24.zip',
    );
  });

  it('falls back to one named with the user id and date', () => {
    expect(exportFileName(null, 'u1', NOW)).toBe('nahbar-export-u1-2026-11-24.json');
    expect(exportFileName('attachment', 'u1', NOW)).toBe('nahbar-export-u1-2026-11-24.json');
    expect(exportFileName('attachment; filename="../../evil.json"', 'u1', NOW)).toBe(
      'nahbar-export-u1-2026-11-24.json',
    );
    expect(exportFileName(null, 'u1', NOW, 'zip')).toBe('nahbar-export-u1-2026-11-24.zip');
  });
});
