import { z } from 'zod';
import { messages } from '../messages';
import { uuid } from './common';

/** Days of the week, 0 = Sunday … 6 = Saturday. An empty list means every day. */
export const weekDays = z
  .array(
    z
      .number({ message: messages.taskDaysInvalid })
      .int()
      .min(0, { message: messages.taskDaysInvalid })
      .max(6, {
        message: messages.taskDaysInvalid,
      }),
    { message: messages.taskDaysInvalid },
  )
  .max(7, { message: messages.taskDaysInvalid })
  // Stored sorted and without repeats, so "every Monday" has one spelling.
  .transform((days) => [...new Set(days)].sort((a, b) => a - b));

export const dailyTask = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
  /** Sorted week days (0 = Sunday); empty = every day. */
  days: z.array(z.number().int()),
  active: z.boolean(),
  /** 0-based position in the center's list. */
  order: z.number().int(),
  /** Share of the expected completions done over the center's last 7 local days (0–1); null when none were expected. */
  completion_rate_7d: z.number().nullable(),
  created_at: z.iso.datetime({ offset: true }),
});
export type DailyTask = z.infer<typeof dailyTask>;

const title = z
  .string({ message: messages.titleRequired })
  .trim()
  .min(1, { message: messages.titleRequired })
  .max(200, { message: messages.taskTitleTooLong });
const description = z.string().trim().max(2000, { message: messages.taskDescriptionTooLong });

/** Create: a new task goes to the end of the list. */
export const dailyTaskBody = z.object({
  title: z
    .string({ message: messages.titleRequired })
    .trim()
    .min(1, { message: messages.titleRequired })
    .max(200, {
      message: messages.taskTitleTooLong,
    }),
  description: description.default(''),
  days: weekDays.default([]),
  active: z.boolean().default(true),
});
export type DailyTaskBody = z.input<typeof dailyTaskBody>;

/** Update: only the fields sent change (the portal's active toggle sends `active` alone). */
export const updateDailyTaskBody = z.object({
  title: title.optional(),
  description: description.optional(),
  days: weekDays.optional(),
  active: z.boolean().optional(),
});
export type UpdateDailyTaskBody = z.input<typeof updateDailyTaskBody>;

/** The new order: task ids, first to last. Tasks not listed keep their relative order after them. */
export const reorderTasksBody = z.object({
  ids: z
    .array(uuid, { message: messages.taskOrderRequired })
    .min(1, { message: messages.taskOrderRequired })
    .max(500)
    .refine((ids) => new Set(ids).size === ids.length, { message: messages.taskOrderDuplicate }),
});
