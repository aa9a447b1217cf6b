import { Badge, Button, Card, Image, SimpleGrid, Stack, Text } from '@mantine/core';
import { photoThumbnailUrl, type TProfilePhoto } from '@nahbar/contracts';
import { useT } from '../../../i18n';

interface PhotoGridProps {
  photos: readonly TProfilePhoto[];
  busy: boolean;
  onSetPrimary: (photo: TProfilePhoto) => void;
  onDelete: (photo: TProfilePhoto) => void;
}

/** The member's own photos, 2 to 4 a row, the primary one marked (accounts spec §2). */
export function PhotoGrid({ photos, busy, onSetPrimary, onDelete }: PhotoGridProps) {
  const m = useT();
  if (photos.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {m.settings.noPhotos}
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm" data-testid="settings-photos">
      {photos.map((photo) => (
        <Card key={photo.id} padding="xs" withBorder data-primary={photo.isPrimary || undefined}>
          <Card.Section>
            <Image src={photoThumbnailUrl(photo.photoUrl)} alt={photo.fileName} h={140} fit="cover" />
          </Card.Section>
          <Stack gap={6} mt="xs">
            {photo.isPrimary ? (
              <Badge variant="filled" style={{ alignSelf: 'flex-start' }}>
                {m.settings.primary}
              </Badge>
            ) : (
              <Button
                size="xs"
                variant="light"
                // German's 'Als Hauptfoto festlegen' is wider than a phone's photo column: it wraps.
                h="auto"
                mih={30}
                py={4}
                styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
                disabled={busy}
                onClick={() => onSetPrimary(photo)}
                aria-label={m.settings.setPrimaryNamed(photo.fileName)}
              >
                {m.settings.setPrimary}
              </Button>
            )}
            <Button
              size="xs"
              variant="subtle"
              color="red"
              disabled={busy}
              onClick={() => onDelete(photo)}
              aria-label={m.settings.deletePhotoNamed(photo.fileName)}
            >
              {m.settings.deletePhoto}
            </Button>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
