import { Image, Modal } from '@mantine/core';
import { useT } from '../../../i18n';

interface PhotoLightboxProps {
  opened: boolean;
  onClose: () => void;
  /** The photo's name for the title and the image's alternative text. */
  label: string;
  /** The full photo's address. */
  source: string;
}

/** A photo message's full photo (chat spec §9), fetched the first time a member opens one. */
export function PhotoLightbox({ opened, onClose, label, source }: PhotoLightboxProps) {
  const m = useT();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="auto"
      centered
      title={label}
      padding="xs"
      closeButtonProps={{ 'aria-label': m.photo.closeLightbox }}
      // A long camera file name is cut with an ellipsis; the line height keeps its underscores.
      styles={{
        title: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', lineHeight: 1.5 },
      }}
    >
      <Image src={source} alt={label} mah="80dvh" maw="100%" fit="contain" />
    </Modal>
  );
}
