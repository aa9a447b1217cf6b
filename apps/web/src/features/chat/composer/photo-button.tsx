import { ActionIcon, FileButton } from '@mantine/core';
import { LazyTooltip } from '@nahbar/ui';
import { IconPhoto } from '@tabler/icons-react';
import { useRef } from 'react';
import { useT } from '../../../i18n';
import { showToast } from '../../../toasts';
import { useChat } from '../provider/chat-context';
import { photoFileProblem } from './photo-file-check';

/**
 * The composer's photo button (chat spec §2): picks one image, checks it (§5) and hands it to
 * the uploads, which show it at once as a temporary message.
 */
export function PhotoButton({ roomId }: { roomId: string | null }) {
  const m = useT();
  const { photos } = useChat();
  const reset = useRef<() => void>(null);

  const pick = (file: File | null) => {
    // Cleared at once, so picking the same file again is a new pick.
    reset.current?.();
    if (!file || !roomId) return;
    const problem = photoFileProblem(m, file);
    if (problem) {
      showToast({ message: problem, tone: 'danger' });
      return;
    }
    photos.send(file, roomId);
  };

  return (
    <FileButton onChange={pick} accept="image/*" resetRef={reset} disabled={!roomId}>
      {(props) => (
        <LazyTooltip label={m.composer.uploadPhoto} openDelay={700}>
          <ActionIcon
            {...props}
            size="lg"
            variant="subtle"
            color="gray"
            aria-label={m.composer.uploadPhoto}
            disabled={!roomId}
          >
            <IconPhoto size={20} stroke={1.75} />
          </ActionIcon>
        </LazyTooltip>
      )}
    </FileButton>
  );
}
