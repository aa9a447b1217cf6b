import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import type { TProfilePhoto } from '@nahbar/contracts';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { QueryState } from '../../../components/query-state';
import { serverErrorText, useT } from '../../../i18n';
import { trpc } from '../../../lib/trpc';
import { showFailureToast, showSuccessToast } from '../../../toasts';
import { photoFileProblem } from '../../chat/composer/photo-file-check';
import { uploadErrorDetail } from '../../chat/photos/upload-error';
import type { SettingsPanelProps } from '../settings-panel-props';
import { SETTINGS_TOAST } from '../settings-toast';
import { DeletePhotoDialog } from './delete-photo-dialog';
import { PhotoGrid } from './photo-grid';
import { uploadProfilePhoto } from './upload-profile-photo';

/** The photos tab (accounts spec §2, §4, §5, §8): upload, set primary, delete. */
export function PhotosTab({ user }: SettingsPanelProps) {
  const m = useT();
  const utils = trpc.useUtils();
  const query = trpc.photos.profilePhotos.useQuery({ userId: user.id }, { refetchOnMount: 'always' });
  const [uploading, setUploading] = useState(false);
  const [deleting, setDeleting] = useState<TProfilePhoto | null>(null);

  // The primary photo shows beside the member's name everywhere: refresh what carries it.
  const refresh = () =>
    Promise.all([
      utils.photos.profilePhotos.invalidate({ userId: user.id }),
      utils.auth.me.invalidate(),
      utils.account.settings.invalidate(),
      utils.profiles.get.invalidate({ userId: user.id }),
    ]);
  const setPrimary = trpc.photos.setPrimary.useMutation({
    onSuccess: async () => {
      showSuccessToast(m.settings.primaryUpdated, undefined, SETTINGS_TOAST);
      await refresh();
    },
    onError: (error) => showFailureToast(m.settings.primaryFailed, serverErrorText(m, error), SETTINGS_TOAST),
  });
  const remove = trpc.photos.deleteProfilePhoto.useMutation({
    onSuccess: async () => {
      setDeleting(null);
      showSuccessToast(m.settings.photoDeleted, undefined, SETTINGS_TOAST);
      await refresh();
    },
    onError: (error) =>
      showFailureToast(m.settings.photoDeleteFailed, serverErrorText(m, error), SETTINGS_TOAST),
  });

  const upload = async (file: File | null) => {
    if (!file) return;
    const problem = photoFileProblem(m, file);
    if (problem) {
      showFailureToast(m.settings.photoUploadFailed, problem, SETTINGS_TOAST);
      return;
    }
    setUploading(true);
    try {
      await uploadProfilePhoto(file);
      showSuccessToast(m.settings.photoUploaded, undefined, SETTINGS_TOAST);
      await refresh();
    } catch (error) {
      showFailureToast(m.settings.photoUploadFailed, uploadErrorDetail(m, error), SETTINGS_TOAST);
    } finally {
      setUploading(false);
    }
  };

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {m.settings.photosIntro}
      </Text>
      <Group gap="sm" align="center">
        <FileButton onChange={(file) => void upload(file)} accept="image/*">
          {(props) => (
            <Button {...props} leftSection={<IconUpload size={16} />} loading={uploading}>
              {m.settings.uploadPhoto}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          {m.settings.photoRules}
        </Text>
      </Group>
      <QueryState query={query}>
        {({ photos }) => (
          <PhotoGrid
            photos={photos}
            busy={setPrimary.isPending || remove.isPending}
            onSetPrimary={(photo) => setPrimary.mutate({ photoId: photo.id })}
            onDelete={setDeleting}
          />
        )}
      </QueryState>
      <DeletePhotoDialog
        photo={deleting}
        deleting={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={(photo) => remove.mutate({ photoId: photo.id })}
      />
    </Stack>
  );
}
