import { type AssessmentPlanBody, assessmentPlan } from '@portal/contracts';
import { INSTRUMENT_IDS, type InstrumentId } from '@portal/contracts/instruments';

/** The plan editor's state and its mapping to the API's body and errors: pure, tested without a screen. */

export interface DraftEntry {
  included: boolean;
  at_joining: boolean;
  /** '' while the field is empty: never repeated. */
  every_weeks: number | '';
  at_discharge: boolean;
  follow_up_days: number[];
}
export interface Draft {
  entries: Record<InstrumentId, DraftEntry>;
  window_days: number | '';
}

const NOT_INCLUDED: DraftEntry = {
  included: false,
  at_joining: true,
  every_weeks: '',
  at_discharge: false,
  follow_up_days: [],
};

export function draftOf(plan: AssessmentPlanBody): Draft {
  const entries = Object.fromEntries(
    INSTRUMENT_IDS.map((id) => {
      const e = plan.entries.find((x) => x.instrument_id === id);
      const entry: DraftEntry = e
        ? {
            included: true,
            at_joining: e.at_joining,
            every_weeks: e.every_weeks ?? '',
            at_discharge: e.at_discharge,
            follow_up_days: [...e.follow_up_days].sort((a, b) => a - b),
          }
        : NOT_INCLUDED;
      return [id, entry];
    }),
  ) as Record<InstrumentId, DraftEntry>;
  return { entries, window_days: plan.window_days };
}

/** The body to send, and which instrument each `entries.N` of an error means. */
export function bodyOf(draft: Draft): { body: AssessmentPlanBody; order: InstrumentId[] } {
  const order = INSTRUMENT_IDS.filter((id) => draft.entries[id].included);
  return {
    order,
    body: {
      entries: order.map((id) => {
        const e = draft.entries[id];
        return {
          instrument_id: id,
          at_joining: e.at_joining,
          every_weeks: e.every_weeks === '' ? null : e.every_weeks,
          at_discharge: e.at_discharge,
          follow_up_days: [...e.follow_up_days].sort(
            (a, b) => a - b,
          ) as AssessmentPlanBody['entries'][number]['follow_up_days'],
        };
      }),
      // An empty field is not a number: the schema answers with its sentence.
      window_days: draft.window_days === '' ? Number.NaN : draft.window_days,
    },
  };
}

/**
 * An error's field as the editor names it: `entries.2.every_weeks` → `gad-7.every_weeks` (the
 * instrument at that place of the body), `entries.0.follow_up_days.1` → `phq-9.follow_up_days`.
 */
export function fieldOf(path: string, order: readonly InstrumentId[]): string {
  const m = /^entries\.(\d+)\.(\w+)/.exec(path);
  if (!m) return path;
  const id = order[Number(m[1])];
  return id ? `${id}.${m[2]}` : 'entries';
}

/** The contract's own validation, first sentence per field, fields as the editor names them. */
export function validate(draft: Draft): Record<string, string> {
  const { body, order } = bodyOf(draft);
  const result = assessmentPlan.safeParse(body);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = fieldOf(issue.path.join('.'), order);
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

/** Server field errors (already in the caller's language), fields as the editor names them. */
export function serverErrors(
  errors: readonly { field: string; message: string }[],
  order: readonly InstrumentId[],
) {
  const out: Record<string, string> = {};
  for (const e of errors) {
    const field = fieldOf(e.field, order);
    if (!(field in out)) out[field] = e.message;
  }
  return out;
}

/** What a save would change, for the confirmation: instruments added, removed, rescheduled, and the window. */
export function changesOf(saved: AssessmentPlanBody, next: AssessmentPlanBody) {
  const before = new Map(saved.entries.map((e) => [e.instrument_id, e]));
  const after = new Map(next.entries.map((e) => [e.instrument_id, e]));
  const same = (a: object, b: object) => JSON.stringify(a) === JSON.stringify(b);
  const norm = (e: AssessmentPlanBody['entries'][number]) => ({
    ...e,
    follow_up_days: [...e.follow_up_days].sort((a, b) => a - b),
  });
  return {
    added: INSTRUMENT_IDS.filter((id) => after.has(id) && !before.has(id)),
    removed: INSTRUMENT_IDS.filter((id) => before.has(id) && !after.has(id)),
    changed: INSTRUMENT_IDS.filter((id) => {
      const a = before.get(id);
      const b = after.get(id);
      return a && b && !same(norm(a), norm(b));
    }),
    window: saved.window_days === next.window_days ? null : { from: saved.window_days, to: next.window_days },
  };
}

export const hasChanges = (c: ReturnType<typeof changesOf>) =>
  c.added.length + c.removed.length + c.changed.length > 0 || c.window !== null;
