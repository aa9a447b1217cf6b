import { TEXT, type TMessage } from '@nahbar/contracts';
import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { uploadErrorDetail } from '../rules/upload-error';
import { showToast } from '../state/chat-toasts';
import { photoUploadApi } from './photo-upload-api';
import { type PhotoSender, PhotoUploads } from './photo-uploads';

/** The signed-in user's photo uploads, with the toasts of chat spec §8. */
export function usePhotoUploads(user: PhotoSender, onDelivered: (message: TMessage) => void): PhotoUploads {
  const delivered = useRef(onDelivered);
  delivered.current = onDelivered;
  const sender = useRef(user);
  sender.current = user;

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
        onSent: () => showToast({ title: TEXT.photo.sent, message: TEXT.photo.sentDetail, tone: 'success' }),
        onFailed: (error) => {
          console.warn('Upload failed', error);
          showToast({ title: TEXT.photo.uploadError, message: uploadErrorDetail(error), tone: 'danger' });
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
