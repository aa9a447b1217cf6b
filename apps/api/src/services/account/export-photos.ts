import { photosQueries } from '@nahbar/db';
import type { Actor, AppDeps } from '../../deps';
import { isUuid } from '../photos/is-uuid';
import { photoIdFromUrl } from '../photos/photo-url-of';
import type { DataExport } from './export-data';

const EXTENSION = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;

/** One photo the export lists, with where its file comes from and goes to. */
export interface ExportPhoto {
  /** The photo's id, or the URL itself when it names none of ours (then there is no file). */
  ref: string;
  /**
   * Its path inside the archive, made of the photo's id and type alone (never the member's file
   * name, so no entry can step outside the archive); null when there is no stored file to add.
   */
  archiveName: string | null;
  /** The store key to read, with `archiveName`. */
  objectKey: string | null;
  /** The name the member gave the file: shown in README.html, never used as a path. */
  originalName: string;
  uploadedAt: Date | null;
  inProfile: boolean;
  primary: boolean;
  /** How many of the exported messages show it. */
  messages: number;
}

/**
 * The member's photos as the export lists them (profile photos, then photos of exported
 * messages), each once, with the stored file of each: only processed photos the member owns.
 */
export async function photosOfExport(deps: AppDeps, actor: Actor, data: DataExport): Promise<ExportPhoto[]> {
  const byRef = new Map<string, ExportPhoto>();
  const entry = (url: string, name: string | null) => {
    const ref = photoIdFromUrl(url) ?? url;
    let photo = byRef.get(ref);
    if (!photo) {
      photo = {
        ref,
        archiveName: null,
        objectKey: null,
        originalName: name ?? '',
        uploadedAt: null,
        inProfile: false,
        primary: false,
        messages: 0,
      };
      byRef.set(ref, photo);
    }
    if (!photo.originalName && name) photo.originalName = name;
    return photo;
  };
  for (const p of data.photos) {
    const photo = entry(p.photoUrl, p.fileName);
    photo.inProfile = true;
    photo.primary ||= p.isPrimary;
    photo.uploadedAt = p.uploadedAt;
  }
  for (const m of data.messages) {
    if (m.photoUrl) entry(m.photoUrl, m.photoFileName).messages += 1;
  }
  const ids = [...byRef.keys()].filter(isUuid);
  for (const row of await photosQueries.listReadyOfOwner(deps.db, actor.id, ids)) {
    const photo = byRef.get(row.id);
    if (!photo || !row.objectKey || !row.contentType) continue;
    photo.objectKey = row.objectKey;
    photo.archiveName = `photos/${row.id}.${EXTENSION[row.contentType]}`;
    photo.originalName ||= row.fileName;
    photo.uploadedAt ??= row.createdAt;
  }
  return [...byRef.values()];
}
