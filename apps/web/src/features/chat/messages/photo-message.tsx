import { Box, Image, Modal, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { photoThumbnailUrl, resolvePhotoUrl, TEXT } from '@nahbar/contracts';
import { useState } from 'react';

/**
 * A photo message (chat spec §2): a placeholder until the thumbnail has loaded, the full photo
 * in a lightbox on click, and the catalogue's notice when it cannot be loaded.
 */
export function PhotoMessage({ photoUrl, fileName }: { photoUrl: string; fileName: string | null }) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const [open, setOpen] = useState(false);
  const label = fileName ? `Photo ${fileName}` : 'Photo';

  if (state === 'failed') {
    return (
      <Text size="sm" c="dimmed" fs="italic">
        {TEXT.photo.loadFailed}
      </Text>
    );
  }
  return (
    <>
      <UnstyledButton onClick={() => setOpen(true)} aria-label={`Open ${label}`} mt={4} display="block">
        <Box pos="relative" w={220} maw="100%" mih={state === 'loading' ? 160 : undefined}>
          {state === 'loading' && <Skeleton pos="absolute" inset={0} h={160} radius="md" />}
          <Image
            src={photoThumbnailUrl(photoUrl)}
            alt={label}
            radius="md"
            loading="lazy"
            mah={280}
            fit="cover"
            style={{ visibility: state === 'loaded' ? 'visible' : 'hidden' }}
            onLoad={() => setState('loaded')}
            onError={() => setState('failed')}
          />
        </Box>
      </UnstyledButton>
      <Modal opened={open} onClose={() => setOpen(false)} size="auto" centered title={label} padding="xs">
        <Image src={resolvePhotoUrl(photoUrl)} alt={label} mah="80dvh" fit="contain" />
      </Modal>
    </>
  );
}
