import { type SQL, sql } from 'drizzle-orm';

/**
 * An occasion's kind: the plan's key (`joining`, `week-N`, `discharge`, `follow-up-N`) as it is,
 * and staff's `assigned-<uuid>` as one kind, `assigned`. Stored on each response
 * (`assessment_responses.occasion_kind`) so Outcomes groups responses without their assessments.
 */
export const occasionKind = (occasion: string) => (occasion.startsWith('assigned-') ? 'assigned' : occasion);

/** The same rule in SQL, for a column of occasion keys (the bulk seed, Outcomes' owed occasions). */
export const occasionKindSql = (column: SQL) =>
  sql`case when ${column} like 'assigned-%' then 'assigned' else ${column} end`;
