import type { PassThrough, Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { isLocale, type Locale } from '@nahbar/contracts';
import { ZipFile } from 'yazl';
import type { Actor, AppDeps } from '../../deps';
import { exportData } from './export-data';
import { exportFileName } from './export-file-name';
import { type ExportPhoto, photosOfExport } from './export-photos';
import { renderExportReadme } from './export-readme';

export interface ExportArchive {
  fileName: string;
  /** The ZIP as it is written: read it (or destroy it) to the end. */
  stream: Readable;
}

/**
 * The data export with the member's photo files (accounts spec §7 export, GDPR Art. 20): one ZIP
 * of `export.json` (the JSON export, byte for byte), `photos/<id>.<ext>` and `README.html`.
 *
 * Everything that can refuse (session, rate limit, database) happens before this returns; then
 * the archive is written while it is read, one photo stream at a time, so memory stays flat
 * however many photos there are. A photo whose file is missing is left out and README.html,
 * written last, says so: the download never breaks off for it. A store that fails mid-way
 * ends the stream with its error (the download breaks off; nothing else can be said by then).
 */
export async function exportArchive(
  deps: AppDeps,
  actor: Actor,
  options: { fallbackLocale?: Locale } = {},
): Promise<ExportArchive> {
  const data = await exportData(deps, actor);
  const photos = await photosOfExport(deps, actor, data);
  const exportedAt = new Date(data.exportedAt);
  const zip = new ZipFile();
  // A PassThrough in yazl's code; its types only promise NodeJS.ReadableStream.
  const output = zip.outputStream as PassThrough;
  let reading: Readable | undefined;
  // A client that goes away stops reading the archive; the photo being read must stop too.
  output.once('close', () => reading?.destroy());
  zip.on('error', (error: Error) => output.destroy(error));

  zip.addBuffer(Buffer.from(JSON.stringify(data)), 'export.json', { mtime: exportedAt });

  const addPhotos = async () => {
    const listed: ExportPhoto[] = [];
    for (const photo of photos) {
      if (output.destroyed) return;
      const opened =
        photo.objectKey && photo.archiveName ? await deps.photos.openRead(photo.objectKey) : undefined;
      if (!opened || !photo.archiveName) {
        listed.push({ ...photo, archiveName: null });
        continue;
      }
      reading = opened.stream;
      zip.addReadStream(opened.stream, photo.archiveName, {
        compress: false, // JPEG, PNG and WebP are compressed already
        size: opened.size,
        mtime: photo.uploadedAt ?? exportedAt,
      });
      await finished(opened.stream);
      reading = undefined;
      listed.push(photo);
    }
    const readme = renderExportReadme({
      // The account's language, else the one the member reads the app in (the browser's).
      locale: isLocale(data.settings.language) ? data.settings.language : (options.fallbackLocale ?? 'en'),
      member: data.profile,
      exportedAt,
      photos: listed,
    });
    zip.addBuffer(Buffer.from(readme), 'README.html', { mtime: exportedAt });
    zip.end();
  };
  addPhotos().catch((error: unknown) => {
    if (output.destroyed) return; // the client went away: nothing is wrong
    deps.reportError(error);
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });

  return { fileName: exportFileName(actor.id, data.exportedAt, 'zip'), stream: output };
}
