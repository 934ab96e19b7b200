import { Avatar, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import {
  type ImageContentType,
  imageContentTypes,
  imageFileProblemKey,
  type TreatmentCenter,
} from '@portal/contracts';
import { IconBuildingHospital, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/http';
import { useT } from '../../../lib/i18n';
import { showError, showSuccess } from '../../../lib/toasts';
import { uploadToPresignedUrl } from '../../../lib/upload';
import { getLogoUploadUrl } from '../api/get-logo-upload-url';
import { useUpdateCenter } from '../api/update-center';

const isImageType = (type: string): type is ImageContentType =>
  (imageContentTypes as readonly string[]).includes(type);

/** The center logo: upload straight to storage with a presigned URL, then save its key. */
export function LogoField({ center }: { center: TreatmentCenter }) {
  const t = useT();
  const update = useUpdateCenter(center.id);
  const [uploading, setUploading] = useState(false);

  async function choose(file: File | null) {
    if (!file) return;
    // Type, size and the bytes themselves, before anything is uploaded.
    const problem = await imageFileProblemKey(file);
    if (problem || !isImageType(file.type)) return showError(t(problem ?? 'imageType'));
    setUploading(true);
    try {
      const upload = await getLogoUploadUrl(file.type, file.size);
      try {
        await uploadToPresignedUrl(upload, file);
      } catch (err) {
        console.error('logo upload failed', err);
        showError(t('uploadFailed'));
        return;
      }
      await update.mutateAsync({ logo_key: upload.key });
      showSuccess(t('logoUploaded'));
    } catch (err) {
      showError(errorMessage(err));
    } finally {
      setUploading(false);
    }
  }

  async function remove() {
    try {
      await update.mutateAsync({ logo_key: null });
      showSuccess(t('centerUpdated'));
    } catch (err) {
      showError(errorMessage(err));
    }
  }

  return (
    <Stack gap={6}>
      <Text size="sm" fw={500} id="logo-label">
        {t('center.logo')}
      </Text>
      <Group gap="md" wrap="nowrap" aria-labelledby="logo-label" role="group">
        <Avatar
          src={center.logo_url}
          alt={center.logo_url ? t('center.logoAlt', { name: center.name }) : ''}
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
                  {center.logo_url ? t('center.replaceLogo') : t('center.uploadLogo')}
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
                {t('center.removeLogo')}
              </Button>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            {t('center.logoHint')}
          </Text>
        </Stack>
      </Group>
    </Stack>
  );
}
