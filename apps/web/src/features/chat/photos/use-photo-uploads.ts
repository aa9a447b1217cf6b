import type { TMessage } from '@nahbar/contracts';
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { useT } from '../../../i18n';
import { showToast } from '../../../toasts';
import { photoUploadApi } from './photo-upload-api';
import { type PhotoSender, PhotoUploads } from './photo-uploads';
import { uploadErrorDetail } from './upload-error';

/** The signed-in user's photo uploads, with the toasts of chat spec §8. */
export function usePhotoUploads(user: PhotoSender, onDelivered: (message: TMessage) => void): PhotoUploads {
  const delivered = useRef(onDelivered);
  delivered.current = onDelivered;
  const sender = useRef(user);
  sender.current = user;
  // The toasts speak the language of the moment they show, not of when the uploads began.
  const m = useT();
  const texts = useRef(m);
  texts.current = m;

  const uploads = useMemo(
    () =>
      new PhotoUploads({
        api: photoUploadApi,
        sender: () => sender.current,
        createId: () => crypto.randomUUID(),
        now: Date.now,
        objectUrls: {
          create: (file) => URL.createObjectURL(file),
          revoke: (url) => URL.revokeObjectURL(url),
        },
        onDelivered: (message) => delivered.current(message),
        onSent: () => {
          const { photo } = texts.current;
          showToast({ title: photo.sent, message: photo.sentDetail, tone: 'success' });
        },
        onFailed: (error) => {
          console.warn('Upload failed', error);
          const current = texts.current;
          showToast({
            title: current.photo.uploadError,
            message: uploadErrorDetail(current, error),
            tone: 'danger',
          });
        },
      }),
    [],
  );
  useEffect(() => () => uploads.clear(), [uploads]);
  return uploads;
}

/** The temporary photo messages of one room, oldest first. */
export function useTempPhotos(uploads: PhotoUploads, roomId: string | undefined): readonly TMessage[] {
  const subscribe = useCallback((listener: () => void) => uploads.subscribe(listener), [uploads]);
  const temps = useSyncExternalStore(subscribe, () => uploads.getSnapshot());
  return useMemo(() => temps.filter((temp) => temp.roomId === roomId), [temps, roomId]);
}
