import { Button, Group, Modal, Text } from '@mantine/core';
import type { TProfilePhoto } from '@nahbar/contracts';
import { useT } from '../../../i18n';

interface DeletePhotoDialogProps {
  /** The photo asked about; null while no deletion is asked for. */
  photo: TProfilePhoto | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: (photo: TProfilePhoto) => void;
}

/** Deleting a photo is for good, so it is confirmed first. */
export function DeletePhotoDialog({ photo, deleting, onCancel, onConfirm }: DeletePhotoDialogProps) {
  const m = useT();
  return (
    <Modal opened={photo !== null} onClose={onCancel} title={m.settings.deletePhotoTitle} centered>
      <Text size="sm">{m.settings.deletePhotoText}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel}>
          {m.settings.cancel}
        </Button>
        <Button color="red" loading={deleting} onClick={() => photo && onConfirm(photo)}>
          {m.settings.deletePhoto}
        </Button>
      </Group>
    </Modal>
  );
}
