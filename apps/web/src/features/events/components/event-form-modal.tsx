// The date picker's and dropzone's styles come with this form (a lazy chunk), not in the first download.
import '@mantine/dates/styles.css';
import '@mantine/dropzone/styles.css';
import {
  Button,
  CloseButton,
  Group,
  Image,
  Input,
  Modal,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import {
  type AlumniEvent,
  EVENT_IMAGE_MAX_BYTES,
  eventDate,
  imageContentTypes,
  imageFileProblemKey,
} from '@portal/contracts';
import { IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { ApiError, errorMessage } from '../../../lib/http';
import { useT } from '../../../lib/i18n';
import { showError, showSuccess } from '../../../lib/toasts';
import { useCreateEvent } from '../api/create-event';
import { useUpdateEvent } from '../api/update-event';
import { uploadEventImage } from '../api/upload-event-image';
import { combineDateTime, localParts } from './event-time';
import classes from './events.module.css';

interface Values {
  title: string;
  date: string;
  time: string;
  description: string;
}
type Field = keyof Values | 'image';
type Errors = Partial<Record<Field, string>>;

/** The image of the form: none, the one the event has, or a newly chosen file (not yet uploaded). */
type ImageState =
  | { kind: 'none' }
  | { kind: 'existing'; url: string; key: string }
  | { kind: 'new'; file: File; url: string };

const empty: Values = { title: '', date: '', time: '', description: '' };

type Say = ReturnType<typeof useT>;

export function validateEvent(values: Values, t: Say): Errors {
  const errors: Errors = {};
  if (!values.title.trim()) errors.title = t('titleRequired');
  if (!values.date) errors.date = t('dateRequired');
  if (!values.time) errors.time = t('timeRequired');
  if (!values.description.trim()) errors.description = t('descriptionRequired');
  if (values.date && values.time && !eventDate.safeParse(combineDateTime(values.date, values.time)).success) {
    // The contract's own check, worded by the part it refuses: the date (at any hour), else the time.
    const dateAccepted = eventDate.safeParse(combineDateTime(values.date, '00:00')).success;
    errors.date = t(dateAccepted ? 'timeRequired' : 'dateRequired');
  }
  return errors;
}

const rejectionKey = (rejections: FileRejection[]) =>
  rejections[0]?.errors.some((e) => e.code === 'file-too-large') ? 'imageTooLarge' : 'imageType';

/** Add Event (no `event`) or edit one: title, date, time, description and an optional image. */
export function EventFormModal({
  opened,
  onClose,
  event,
  timeZone,
}: {
  opened: boolean;
  onClose: () => void;
  event?: AlumniEvent | null;
  /** The center's time zone, shown so no one enters their own clock's time by mistake. */
  timeZone?: string | undefined;
}) {
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<Errors>({});
  const [image, setImage] = useState<ImageState>({ kind: 'none' });
  const [uploading, setUploading] = useState(false);
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const busy = uploading || create.isPending || update.isPending;
  const imageLabelId = useId();
  const imageErrorId = useId();
  const t = useT();

  useEffect(() => {
    if (!opened) return;
    setErrors({});
    if (event) {
      const { date, time } = localParts(event.event_date, event.time_zone);
      setValues({ title: event.title, date, time, description: event.description });
      setImage(
        event.image_url && event.image_key
          ? { kind: 'existing', url: event.image_url, key: event.image_key }
          : { kind: 'none' },
      );
    } else {
      setValues(empty);
      setImage({ kind: 'none' });
    }
  }, [opened, event]);

  // A preview's object URL lives as long as the preview.
  useEffect(() => {
    if (image.kind !== 'new') return;
    return () => URL.revokeObjectURL(image.url);
  }, [image]);

  const set = (field: keyof Values) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function choose(files: File[]) {
    const file = files[0];
    if (!file) return;
    // The bytes are checked before any preview: a fake image gets the message, not a broken picture.
    const problem = await imageFileProblemKey(file);
    if (problem) {
      setErrors((e) => ({ ...e, image: t(problem) }));
      return;
    }
    setImage({ kind: 'new', file, url: URL.createObjectURL(file) });
    setErrors((e) => ({ ...e, image: undefined }));
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found = validateEvent(values, t);
    setErrors(found);
    if (Object.keys(found).length > 0) return;

    let imageKey: string | null = image.kind === 'existing' ? image.key : null;
    if (image.kind === 'new') {
      setUploading(true);
      try {
        imageKey = (await uploadEventImage(image.file)).key;
      } catch (err) {
        // Spec §8: a failed upload is logged and stops the spinner; the user sees the upload toast.
        console.error('Event image upload failed', err);
        showError(t('uploadFailed'));
        return;
      } finally {
        setUploading(false);
      }
    }

    const body = {
      title: values.title,
      description: values.description,
      event_date: combineDateTime(values.date, values.time),
      image_key: imageKey,
    };
    try {
      if (event) await update.mutateAsync({ id: event.id, ...body });
      else await create.mutateAsync(body);
      if (image.kind === 'new') setImage({ kind: 'none' });
      showSuccess(t(event ? 'eventUpdated' : 'eventCreated'));
      onClose();
    } catch (err) {
      if (err instanceof ApiError && err.body.errors) {
        const byField: Errors = {};
        for (const { field, message } of err.body.errors) {
          const key: Field =
            field === 'event_date' ? 'date' : field === 'image_key' ? 'image' : (field as Field);
          byField[key] ??= message;
        }
        setErrors(byField);
      }
      showError(errorMessage(err));
    }
  }

  const preview = image.kind === 'none' ? null : image.url;

  return (
    <Modal
      opened={opened}
      onClose={busy ? () => undefined : onClose}
      title={t(event ? 'events.editTitle' : 'events.add')}
      size="lg"
    >
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('events.fieldTitle')}
            required
            value={values.title}
            onChange={(e) => set('title')(e.currentTarget.value)}
            error={errors.title}
            maxLength={200}
            data-autofocus
          />
          <Group grow align="flex-start" gap="sm" wrap="wrap">
            <TextInput
              label={t('events.date')}
              type="date"
              required
              value={values.date}
              onChange={(e) => set('date')(e.currentTarget.value)}
              error={errors.date}
              miw={150}
            />
            <TimeInput
              label={t('events.time')}
              required
              value={values.time}
              onChange={(e) => set('time')(e.currentTarget.value)}
              error={errors.time}
              miw={130}
            />
          </Group>
          {timeZone && (
            <Text size="xs" c="dimmed" mt={-4}>
              {t('events.zone', { zone: timeZone.replaceAll('_', ' ') })}
            </Text>
          )}
          <Textarea
            label={t('events.description')}
            required
            autosize
            minRows={3}
            maxRows={8}
            value={values.description}
            onChange={(e) => set('description')(e.currentTarget.value)}
            error={errors.description}
            maxLength={5000}
          />

          <Input.Wrapper
            id={`${imageLabelId}-wrapper`}
            label={t('events.image')}
            labelProps={{ id: imageLabelId, htmlFor: undefined, component: 'span' }}
            description={t('events.imageHint')}
            error={errors.image}
            errorProps={{ id: imageErrorId }}
          >
            {preview ? (
              <div className={classes.preview}>
                <Image src={preview} alt={t('events.preview')} h={200} fit="cover" />
                <CloseButton
                  pos="absolute"
                  top={8}
                  right={8}
                  variant="filled"
                  aria-label={t('events.removeImage')}
                  onClick={() => setImage({ kind: 'none' })}
                  disabled={busy}
                />
              </div>
            ) : (
              <Dropzone
                onDrop={(files) => void choose(files)}
                onReject={(rejections) => setErrors((e) => ({ ...e, image: t(rejectionKey(rejections)) }))}
                maxSize={EVENT_IMAGE_MAX_BYTES}
                accept={[...imageContentTypes]}
                multiple={false}
                disabled={busy}
                mt={4}
                aria-labelledby={imageLabelId}
                inputProps={{
                  'aria-labelledby': imageLabelId,
                  ...(errors.image ? { 'aria-describedby': imageErrorId } : {}),
                }}
              >
                <Group justify="center" gap="sm" mih={90} style={{ pointerEvents: 'none' }}>
                  <Dropzone.Accept>
                    <IconUpload size={36} aria-hidden />
                  </Dropzone.Accept>
                  <Dropzone.Reject>
                    <IconX size={36} aria-hidden />
                  </Dropzone.Reject>
                  <Dropzone.Idle>
                    <IconPhoto size={36} aria-hidden />
                  </Dropzone.Idle>
                  <div>
                    <Text size="sm" fw={500}>
                      {t('events.drop')}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('events.dropHint')}
                    </Text>
                  </div>
                </Group>
              </Dropzone>
            )}
          </Input.Wrapper>

          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t(event ? 'common.save' : 'events.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
