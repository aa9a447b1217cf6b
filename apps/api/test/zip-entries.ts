import { fromBuffer, type ZipFile } from 'yauzl';

/** Every file entry of a ZIP, in archive order, opened with yauzl (which checks each CRC). */
export async function zipEntries(zip: Buffer): Promise<Map<string, Buffer>> {
  const file = await new Promise<ZipFile>((resolve, reject) =>
    fromBuffer(
      zip,
      { lazyEntries: true, strictFileNames: true, validateEntrySizes: true },
      (error, opened) => (error ? reject(error) : resolve(opened)),
    ),
  );
  const entries = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    file.on('error', reject);
    file.on('end', () => resolve());
    file.on('entry', (entry) => {
      file.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('error', reject);
        stream.on('end', () => {
          entries.set(entry.fileName, Buffer.concat(chunks));
          file.readEntry();
        });
      });
    });
    file.readEntry();
  });
  return entries;
}
