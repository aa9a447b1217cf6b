import { Box, Image, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { PHOTO_LAZY_MARGIN_PX } from '@nahbar/contracts';
import { useCallback, useRef, useState } from 'react';
import { LazyDialog } from '../../../components/lazy-dialog';
import { useT } from '../../../i18n';
import { PhotoCover } from '../stranger-photos/photo-cover';
import { usePhotoCover } from '../stranger-photos/use-photo-cover';
import { photoSources } from './photo-sources';
import { useNearViewport } from './use-near-viewport';

const loadLightbox = () => import('./photo-lightbox').then((module) => module.PhotoLightbox);

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
 * photo in a private chat shows blurred until the member asks to see it (stranger-photos/).
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
  const cover = usePhotoCover(photoUrl, senderId);

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
      <PhotoCover covered={cover.covered} onReveal={cover.reveal}>
        <UnstyledButton
          onClick={() => setOpen(true)}
          aria-label={m.photo.open(label)}
          disabled={!loaded || cover.covered}
          mt={4}
          display="block"
          maw="100%"
          style={{ cursor: loaded && !cover.covered ? 'zoom-in' : undefined }}
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
      </PhotoCover>
      <LazyDialog load={loadLightbox} opened={open} onClose={close}>
        {(PhotoLightbox, shown) => (
          <PhotoLightbox opened={shown} onClose={close} label={label} source={sources.full} />
        )}
      </LazyDialog>
    </>
  );
}
