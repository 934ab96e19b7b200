import { z } from 'zod';
import { INSTRUMENT_IDS } from '../instruments/types';
import { messages } from '../messages';

/**
 * The center's Outcomes (issue 39 §6): what its patients' stored responses say, in aggregate. How
 * every figure is computed: docs/outcomes.md.
 */

const month = z
  .string({ message: messages.monthInvalid })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: messages.monthInvalid });

export const outcomesQuery = z
  .object({
    /** First admission month (cohort) included, YYYY-MM. */
    from: month.optional(),
    /** Last admission month included, YYYY-MM. */
    to: month.optional(),
    instrument: z.enum(INSTRUMENT_IDS, { message: messages.assessmentInstrumentRequired }).optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: messages.outcomesMonthsOrder,
    path: ['to'],
  });
export type OutcomesQuery = z.infer<typeof outcomesQuery>;

export const OUTCOMES_EXPORT_KINDS = ['deidentified', 'identified'] as const;

const disclosureText = z
  .string({ message: messages.outcomesRecipientRequired })
  .trim()
  .min(1, { message: messages.outcomesRecipientRequired })
  .max(500);

export const outcomesExportQuery = z
  .object({
    kind: z.enum(OUTCOMES_EXPORT_KINDS, { message: messages.outcomesExportKind }),
    from: month.optional(),
    to: month.optional(),
    instrument: z.enum(INSTRUMENT_IDS, { message: messages.assessmentInstrumentRequired }).optional(),
    /** Identified only: who receives the file (a consent template key, or the recipient as signed). */
    recipient: disclosureText.optional(),
    /** Identified only: the purpose as signed on the consent. */
    purpose: disclosureText.optional(),
  })
  .superRefine((q, ctx) => {
    if (q.kind !== 'identified') return;
    if (!q.recipient)
      ctx.addIssue({ code: 'custom', path: ['recipient'], message: messages.outcomesRecipientRequired });
    if (!q.purpose)
      ctx.addIssue({ code: 'custom', path: ['purpose'], message: messages.outcomesPurposeRequired });
  });
export type OutcomesExportQuery = z.infer<typeof outcomesExportQuery>;

/** Occasions in a window that had ended or were still open on the center's today. */
export const outcomesCompletion = z.object({
  /** Occasions due on or before today. */
  owed: z.number().int(),
  completed: z.number().int(),
  missed: z.number().int(),
  /** Still inside their window. */
  open: z.number().int(),
  /** completed ÷ (completed + missed), 3 decimals; null when none has closed. */
  rate: z.number().nullable(),
});
export type OutcomesCompletion = z.infer<typeof outcomesCompletion>;

export const CHANGE_NAMES = ['remission', 'response', 'improved', 'unchanged', 'worse'] as const;

const share = z.object({ count: z.number().int(), share: z.number().nullable() });

export const outcomesScore = z.object({
  /** Key in a response's scores: `total`, or a BAM-R subscale (`use`, `risk`, `protective`). */
  key: z.string(),
  label: z.string(),
  better: z.enum(['lower', 'higher']),
  /** Patients with at least one response. */
  patients: z.number().int(),
  /** Patients with at least two (the denominator of every mean and share below). */
  paired: z.number().int(),
  baseline_mean: z.number().nullable(),
  latest_mean: z.number().nullable(),
  /** Change from baseline to latest, by name (change.ts); null where no MID is published. */
  change: z.record(z.enum(CHANGE_NAMES), share).nullable(),
  /** BAM-R Use only: patients reporting no use in the last 30 days at baseline and at latest. */
  no_use: z.object({ baseline: share, latest: share }).nullable(),
  cohorts: z.array(
    z.object({
      month: z.string(),
      patients: z.number().int(),
      paired: z.number().int(),
      baseline_mean: z.number().nullable(),
      latest_mean: z.number().nullable(),
    }),
  ),
  weeks: z.array(
    z.object({
      /** 0 = joining; N = the plan's `week-N` occasion. */
      week: z.number().int(),
      responses: z.number().int(),
      mean: z.number(),
      /** BAM-R Use only: share of these responses reporting no use. */
      no_use_share: z.number().nullable(),
    }),
  ),
});

export const outcomesFollowUp = z.object({
  days: z.number().int(),
  completion: outcomesCompletion,
  results: z.array(
    z.object({
      instrument_id: z.enum(INSTRUMENT_IDS),
      key: z.string(),
      responses: z.number().int(),
      mean: z.number(),
      no_use_share: z.number().nullable(),
    }),
  ),
});

export const outcomesResponse = z.object({
  filters: z.object({
    from: z.string().nullable(),
    to: z.string().nullable(),
    instrument: z.enum(INSTRUMENT_IDS).nullable(),
  }),
  /** The center's local date the figures were computed on. */
  today: z.string(),
  completion: outcomesCompletion,
  instruments: z.array(
    z.object({
      instrument_id: z.enum(INSTRUMENT_IDS),
      title: z.string(),
      completion: outcomesCompletion,
      scores: z.array(outcomesScore),
    }),
  ),
  follow_ups: z.array(outcomesFollowUp),
});
export type OutcomesResponse = z.infer<typeof outcomesResponse>;
export type OutcomesScore = z.infer<typeof outcomesScore>;
export type OutcomesFollowUp = z.infer<typeof outcomesFollowUp>;
