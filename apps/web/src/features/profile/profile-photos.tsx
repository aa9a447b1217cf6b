import { AspectRatio, Badge, Box, Image, SimpleGrid, Title } from '@mantine/core';
import { photoThumbnailUrl, resolvePhotoUrl, type TProfilePhoto } from '@nahbar/contracts';
import { useT } from '../../i18n';
import { orderedPhotos } from './profile-view';

interface ProfilePhotosProps {
  name: string;
  photos: readonly TProfilePhoto[];
}

/**
 * 'Photos (count)' (accounts spec §2): a grid of 2 to 4 columns by width, the primary photo marked.
 * Each thumbnail opens the full photo in a new tab.
 */
export function ProfilePhotos({ name, photos }: ProfilePhotosProps) {
  const m = useT();
  if (photos.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="profile-photos-title">
      <Title order={3} size="h4" mb="sm" id="profile-photos-title">
        {m.profile.photos(photos.length)}
      </Title>
      <SimpleGrid cols={{ base: 2, xs: 3, sm: 4 }} spacing="sm">
        {orderedPhotos(photos).map((photo, index) => (
          <Box
            key={photo.id}
            component="a"
            href={resolvePhotoUrl(photo.photoUrl)}
            target="_blank"
            rel="noopener"
            pos="relative"
            display="block"
            style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
          >
            <AspectRatio ratio={1}>
              <Image
                src={photoThumbnailUrl(photo.photoUrl)}
                alt={m.profile.photoAlt(name, index + 1)}
                fit="cover"
                loading="lazy"
              />
            </AspectRatio>
            {photo.isPrimary && (
              <Badge pos="absolute" top={8} left={8} size="sm" variant="filled" tt="none">
                {m.profile.primary}
              </Badge>
            )}
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  );
}
