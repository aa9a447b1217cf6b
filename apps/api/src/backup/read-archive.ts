import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { type Entry, open, type ZipFile } from 'yauzl';
import { BACKUP_FORMAT, type BackupManifest, BackupRefusal, ENTRY } from './backup-manifest';

/** A backup archive opened for reading: its entries by name, each read when asked. */
export interface BackupArchive {
  manifest: BackupManifest;
  names: string[];
  read(name: string): Promise<Readable>;
  close(): void;
}

function openZip(file: string): Promise<ZipFile> {
  return new Promise((resolve, reject) =>
    open(
      file,
      { lazyEntries: true, autoClose: false, strictFileNames: true, validateEntrySizes: true },
      (error, zip) =>
        error ? reject(new BackupRefusal(`${file} is not a backup archive: ${error.message}`)) : resolve(zip),
    ),
  );
}

function entriesOf(zip: ZipFile): Promise<Map<string, Entry>> {
  return new Promise((resolve, reject) => {
    const entries = new Map<string, Entry>();
    zip.on('entry', (entry: Entry) => {
      entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.once('end', () => resolve(entries));
    zip.once('error', reject);
    zip.readEntry();
  });
}

/** Opens a backup archive; refuses a file that is not one, or one of a format this version does not know. */
export async function openArchive(file: string): Promise<BackupArchive> {
  const zip = await openZip(file);
  try {
    const entries = await entriesOf(zip);
    const read = (name: string) =>
      new Promise<Readable>((resolve, reject) => {
        const entry = entries.get(name);
        if (!entry) return reject(new BackupRefusal(`${file} has no ${name}`));
        zip.openReadStream(entry, (error, stream) => (error ? reject(error) : resolve(stream)));
      });
    if (!entries.has(ENTRY.manifest))
      throw new BackupRefusal(`${file} is not a Nahbar backup (no manifest).`);
    const manifest = JSON.parse(
      (await buffer(await read(ENTRY.manifest))).toString('utf8'),
    ) as BackupManifest;
    if (manifest.format !== BACKUP_FORMAT) {
      throw new BackupRefusal(
        `${file} is a backup of format ${String(manifest.format)}; this version of Nahbar reads format ${BACKUP_FORMAT}.`,
      );
    }
    return { manifest, names: [...entries.keys()], read, close: () => zip.close() };
  } catch (error) {
    zip.close();
    throw error;
  }
}

export async function readManifest(file: string): Promise<BackupManifest> {
  const archive = await openArchive(file);
  archive.close();
  return archive.manifest;
}
