import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useT } from '../../i18n';
import { MEDIA } from '../../lib/layout';
import { SearchPanel } from './search-panel';

// Mobile is below 768 px (chat-core §1); read at once so the dialog never opens half-sized.

/** The search dialog (chat-core §2): full-screen on mobile, a centred palette elsewhere. */
export function SearchDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const m = useT();
  const fullScreen = useMediaQuery(MEDIA.mobile, false, { getInitialValueInEffect: false }) ?? false;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={m.search.title}
      fullScreen={fullScreen}
      size="lg"
      radius={fullScreen ? 0 : 'md'}
      transitionProps={{ transition: fullScreen ? 'fade' : 'pop', duration: 150 }}
      styles={{
        content: { display: 'flex', flexDirection: 'column' },
        body: { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' },
      }}
    >
      <div style={{ height: fullScreen ? '100%' : 'min(34rem, 70dvh)', minHeight: 0 }}>
        <SearchPanel onDone={onClose} />
      </div>
    </Modal>
  );
}
