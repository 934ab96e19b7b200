CREATE TABLE "assessment_trajectories" (
	"treatment_center_id" uuid NOT NULL,
	"membership_id" uuid NOT NULL,
	"instrument_id" text NOT NULL,
	"first_response_id" uuid NOT NULL,
	"first_submitted_at" timestamp with time zone NOT NULL,
	"first_scores" jsonb NOT NULL,
	"latest_response_id" uuid NOT NULL,
	"latest_submitted_at" timestamp with time zone NOT NULL,
	"latest_scores" jsonb NOT NULL,
	"responses" integer NOT NULL,
	CONSTRAINT "assessment_trajectories_pkey" PRIMARY KEY("treatment_center_id","membership_id","instrument_id")
);
--> statement-breakpoint
-- Backfill (edited after generation): the column is filled from each response's assessment, whose
-- occasion never changes, then made NOT NULL; staff's `assigned-<uuid>` counts as one kind.
ALTER TABLE "assessment_responses" ADD COLUMN "occasion_kind" text;--> statement-breakpoint
UPDATE "assessment_responses" r SET "occasion_kind" =
  CASE WHEN a."occasion" LIKE 'assigned-%' THEN 'assigned' ELSE a."occasion" END
FROM "assessments" a WHERE a."id" = r."assessment_id";--> statement-breakpoint
ALTER TABLE "assessment_responses" ALTER COLUMN "occasion_kind" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "assessment_trajectories" ADD CONSTRAINT "assessment_trajectories_treatment_center_id_treatment_centers_id_fk" FOREIGN KEY ("treatment_center_id") REFERENCES "public"."treatment_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_trajectories" ADD CONSTRAINT "assessment_trajectories_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Backfill: each patient's first and latest response per instrument by (submitted_at, id), and the count.
INSERT INTO "assessment_trajectories" ("treatment_center_id", "membership_id", "instrument_id",
  "first_response_id", "first_submitted_at", "first_scores",
  "latest_response_id", "latest_submitted_at", "latest_scores", "responses")
SELECT DISTINCT ON (r."membership_id", r."instrument_id") r."treatment_center_id", r."membership_id", r."instrument_id",
  r."id", r."submitted_at", r."scores",
  last_value(r."id") OVER w, last_value(r."submitted_at") OVER w, last_value(r."scores") OVER w,
  count(*) OVER w
FROM "assessment_responses" r
WINDOW w AS (PARTITION BY r."membership_id", r."instrument_id" ORDER BY r."submitted_at", r."id"
  ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING)
ORDER BY r."membership_id", r."instrument_id", r."submitted_at", r."id";
