import { Box, Image, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { PHOTO_LAZY_MARGIN_PX } from '@nahbar/contracts';
import { Suspense, useCallback, useRef, useState } from 'react';
import { LazyDialog, lazyComponent } from '../../../components/lazy-dialog';
import { useT } from '../../../i18n';
import { useChat } from '../provider/chat-context';
import coverClasses from '../stranger-photos/photo-cover.module.css';
import { photoSources } from './photo-sources';
import { useNearViewport } from './use-near-viewport';

const loadLightbox = () => import('./photo-lightbox').then((module) => module.PhotoLightbox);
const PhotoGate = lazyComponent(() => import('../private-chat-parts').then((module) => module.PhotoGate));

const THUMBNAIL_WIDTH = 240;
const PLACEHOLDER_HEIGHT = 180;
const HIDDEN_WHILE_LOADING = {
  visibility: 'hidden',
  position: 'absolute',
  inset: 0,
  height: '100%',
} as const;

/**
 * A photo message (chat spec §2, §9): a placeholder until the thumbnail has loaded, which is
 * only asked for once the photo comes within 100 px of the list's visible part; the full
 * photo in a lightbox on click; the catalogue's notice when it cannot be loaded. A stranger's
 * photo in a private chat shows blurred until the member asks to see it (stranger-photos/), and
 * blurred from the start: never unblurred before the answer.
 */
export function PhotoMessage({
  photoUrl,
  fileName,
  senderId,
}: {
  photoUrl: string;
  fileName: string | null;
  senderId?: string;
}) {
  const m = useT();
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const frame = useRef<HTMLDivElement>(null);
  const near = useNearViewport(frame, PHOTO_LAZY_MARGIN_PX);
  const sources = photoSources(photoUrl);
  const label = fileName ? m.photo.labelNamed(fileName) : m.photo.label;
  const { activeRoom, user } = useChat();
  // Another member's photo in a private chat may be a stranger's: blurred until PhotoGate says.
  const mayCover = !!activeRoom?.isDirect && senderId !== undefined && senderId !== user.id;
  const [covered, setCovered] = useState(mayCover);

  if (state === 'failed') {
    return (
      <Text size="sm" c="dimmed" fs="italic" role="status">
        {m.photo.loadFailed}
      </Text>
    );
  }
  const loaded = state === 'loaded';
  return (
    <>
      <div tabIndex={-1} className={coverClasses.cover} data-covered={covered || undefined}>
        <UnstyledButton
          onClick={() => setOpen(true)}
          aria-label={m.photo.open(label)}
          disabled={!loaded || covered}
          mt={4}
          display="block"
          maw="100%"
          style={{ cursor: loaded && !covered ? 'zoom-in' : undefined }}
        >
          <Box
            ref={frame}
            pos="relative"
            w={THUMBNAIL_WIDTH}
            maw="100%"
            mih={loaded ? undefined : PLACEHOLDER_HEIGHT}
          >
            {!loaded && <Skeleton pos="absolute" inset={0} radius="md" data-testid="photo-placeholder" />}
            {near && (
              <Image
                src={sources.thumbnail}
                alt={label}
                radius="md"
                mah={320}
                fit="cover"
                // Hidden while loading, yet loading: the placeholder keeps the room.
                style={loaded ? undefined : HIDDEN_WHILE_LOADING}
                onLoad={() => setState('loaded')}
                onError={() => setState('failed')}
              />
            )}
          </Box>
        </UnstyledButton>
        {mayCover && senderId && (
          <Suspense fallback={null}>
            <PhotoGate photoUrl={photoUrl} senderId={senderId} onCovered={setCovered} />
          </Suspense>
        )}
      </div>
      <LazyDialog load={loadLightbox} opened={open} onClose={close}>
        {(PhotoLightbox, shown) => (
          <PhotoLightbox opened={shown} onClose={close} label={label} source={sources.full} />
        )}
      </LazyDialog>
    </>
  );
}
