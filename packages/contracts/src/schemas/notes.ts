import { z } from 'zod';
import { messages } from '../messages';
import { isoDateTime, requiredText, uuid } from './common';

export const noteRequired = messages.noteRequired;

export const note = z.object({
  id: z.uuid(),
  content: z.string(),
  content_mobile: z.string().nullable(),
  author_name: z.string(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
export type Note = z.infer<typeof note>;

export const noteBody = z.object({
  content: requiredText(noteRequired, 20_000),
  content_mobile: z.string().trim().max(20_000).nullable().optional(),
});

export const noteParams = z.object({ id: uuid, noteId: uuid });
