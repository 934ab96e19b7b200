import { z } from 'zod';
import { EVENT_IMAGE_MAX_BYTES } from '../constants';
import { imageContentTypes } from '../image-bytes';
import { messages } from '../messages';
import { isoDateTime, requiredText } from './common';

export const alumniEvent = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  /** The instant the event starts. */
  event_date: isoDateTime,
  /** The center's time zone: show event_date in it (an event happens where the center is). */
  time_zone: z.string(),
  image_url: z.string().nullable(),
  image_key: z.string().nullable(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
export type AlumniEvent = z.infer<typeof alumniEvent>;

const DATE = /^\d{4}-\d{2}-\d{2}/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?$/;

/**
 * When an event starts: the date and time combined (spec §7), "2026-12-01T18:30". Without an
 * offset it is the center's local time (the server converts it in the center's time zone); with
 * one ("…Z", "…-05:00") it is that instant.
 */
export const eventDate = z
  .string({ message: messages.dateRequired })
  .trim()
  .min(1, { message: messages.dateRequired })
  .regex(DATE, { message: messages.dateRequired })
  .regex(/^\d{4}-\d{2}-\d{2}T/, { message: messages.timeRequired })
  .regex(DATE_TIME, { message: messages.timeRequired })
  .refine(
    (v) => {
      const [y, m, d] = v.slice(0, 10).split('-').map(Number) as [number, number, number];
      const day = new Date(Date.UTC(y, m - 1, d));
      const [hh, mm] = v.slice(11, 16).split(':').map(Number) as [number, number];
      return (
        day.getUTCMonth() === m - 1 && day.getUTCDate() === d && y >= 1900 && y <= 2999 && hh < 24 && mm < 60
      );
    },
    { message: messages.dateRequired },
  );

export const alumniEventBody = z.object({
  title: requiredText(messages.titleRequired, 200),
  description: requiredText(messages.descriptionRequired, 5000),
  event_date: eventDate,
  /** A key from get_presigned_url whose file was uploaded; null removes the image. */
  image_key: z.string().max(300).nullable().optional(),
});
export type AlumniEventBody = z.infer<typeof alumniEventBody>;

export const listEventsQuery = z.object({
  when: z.enum(['upcoming', 'past', 'all']).default('all'),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
});

export const listEventsResponse = z.object({
  alumni_events: z.array(alumniEvent),
  total: z.number().int(),
  /** The center's time zone: the Date and Time of the Add Event form are on its clocks. */
  time_zone: z.string(),
});

/** Asks for an upload URL for one image of this type and exact size. */
export const presignQuery = z.object({
  content_type: z.enum(imageContentTypes, { message: messages.imageType }),
  size: z.coerce
    .number({ message: messages.invalidInput })
    .int({ message: messages.invalidInput })
    .min(1, { message: messages.invalidInput })
    .max(EVENT_IMAGE_MAX_BYTES, { message: messages.imageTooLarge }),
});
export const presignedUpload = z.object({
  /** PUT the file here, with `headers`, before `expires_at`. */
  url: z.string(),
  key: z.string(),
  public_url: z.string(),
  headers: z.record(z.string(), z.string()),
  expires_at: isoDateTime,
});
export type PresignedUpload = z.infer<typeof presignedUpload>;
