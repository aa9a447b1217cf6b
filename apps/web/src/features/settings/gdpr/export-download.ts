/** The data export as JSON, or as a ZIP with the member's photo files and an overview page. */
export type ExportFormat = 'json' | 'zip';

const EXPORT_PATH: Record<ExportFormat, string> = { json: 'export-data', zip: 'export-data.zip' };

/** The export's file name: the server's (accounts spec §7: named with the user id and date), else ours. */
export function exportFileName(
  contentDisposition: string | null,
  userId: string,
  now: Date,
  format: ExportFormat = 'json',
): string {
  const named = contentDisposition?.match(/filename="?([^";]+)"?/i)?.[1];
  // A name with a path in it is not taken: the browser would strip it anyway.
  if (named && !/[\\/]/.test(named)) return named;
  return `nahbar-export-${userId}-${now.toISOString().slice(0, 10)}.${format}`;
}

/** An answer that failed: the server's `{ error, message, text }` body when there is one. */
export class ExportHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`export failed: ${status}`);
    this.name = 'ExportHttpError';
  }
}

/**
 * Fetches `GET /api/users/{id}/export-data` (or `export-data.zip`) with the session cookie and
 * hands the file to the browser as a download. Fetched rather than linked, so a refusal (a rate
 * limit, say) is told in a notification instead of as a failed download.
 */
export async function downloadExport(userId: string, format: ExportFormat = 'json'): Promise<string> {
  const response = await fetch(`/api/users/${encodeURIComponent(userId)}/${EXPORT_PATH[format]}`, {
    credentials: 'same-origin',
  });
  if (!response.ok) throw new ExportHttpError(response.status, await response.json().catch(() => null));
  const name = exportFileName(response.headers.get('content-disposition'), userId, new Date(), format);
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // Let the click start the download before the blob goes.
    window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
  return name;
}
