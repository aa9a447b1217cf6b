/** `nahbar-export-<id>-<YYYY-MM-DD>.<ext>` (accounts spec §7: named with the user id and date). */
export function exportFileName(userId: string, exportedAt: string, extension: 'json' | 'zip'): string {
  return `nahbar-export-${userId}-${exportedAt.slice(0, 10)}.${extension}`;
}
