import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import {
  type ImageContentType,
  imageContentTypes,
  imageFileProblem,
  messages,
  type TreatmentCenter,
} from '@portal/contracts';
import { IconBuildingHospital, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/http';
import { showError, showSuccess } from '../../../lib/toasts';
import { uploadToPresignedUrl } from '../../../lib/upload';
import { getLogoUploadUrl } from '../api/get-logo-upload-url';
import { useUpdateCenter } from '../api/update-center';

const isImageType = (type: string): type is ImageContentType =>
  (imageContentTypes as readonly string[]).includes(type);

/** The center logo: upload straight to storage with a presigned URL, then save its key. */
export function LogoField({ center }: { center: TreatmentCenter }) {
  const update = useUpdateCenter(center.id);
  const [uploading, setUploading] = useState(false);

  async function choose(file: File | null) {
    if (!file) return;
    // Type, size and the bytes themselves, before anything is uploaded.
    const problem = await imageFileProblem(file);
    if (problem || !isImageType(file.type)) return showError(problem ?? messages.imageType);
    setUploading(true);
    try {
      const upload = await getLogoUploadUrl(file.type, file.size);
      try {
        await uploadToPresignedUrl(upload, file);
      } catch (err) {
        console.error('logo upload failed', err);
        showError(messages.uploadFailed);
        return;
      }
      await update.mutateAsync({ logo_key: upload.key });
      showSuccess(messages.logoUploaded);
    } catch (err) {
      showError(errorMessage(err));
    } finally {
      setUploading(false);
    }
  }

  async function remove() {
    try {
      await update.mutateAsync({ logo_key: null });
      showSuccess(messages.centerUpdated);
    } catch (err) {
      showError(errorMessage(err));
    }
  }

  return (
    <Stack gap={6}>
      <Text size="sm" fw={500} id="logo-label">
        Logo
      </Text>
      <Group gap="md" wrap="nowrap" aria-labelledby="logo-label" role="group">
        <Avatar
          src={center.logo_url}
          alt={center.logo_url ? `${center.name} logo` : ''}
          size={72}
          radius="md"
          color="blue"
        >
          <IconBuildingHospital size={32} aria-hidden />
        </Avatar>
        <Stack gap={6}>
          <Group gap="xs">
            <FileButton onChange={(f) => void choose(f)} accept={imageContentTypes.join(',')}>
              {(props) => (
                <Button
                  {...props}
                  variant="light"
                  leftSection={<IconUpload size={16} aria-hidden />}
                  loading={uploading}
                >
                  {center.logo_url ? 'Replace logo' : 'Upload logo'}
                </Button>
              )}
            </FileButton>
            {center.logo_url && (
              <Button
                variant="subtle"
                color="red"
                onClick={() => void remove()}
                loading={update.isPending && !uploading}
              >
                Remove
              </Button>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            JPEG, PNG, WebP or GIF, up to 10 Mb.
          </Text>
        </Stack>
      </Group>
    </Stack>
  );
}
