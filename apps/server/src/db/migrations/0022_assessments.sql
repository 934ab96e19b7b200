CREATE TABLE "assessment_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assessment_id" uuid NOT NULL,
	"treatment_center_id" uuid NOT NULL,
	"membership_id" uuid NOT NULL,
	"instrument_id" text NOT NULL,
	"instrument_version" text NOT NULL,
	"language" text NOT NULL,
	"answers" jsonb NOT NULL,
	"scores" jsonb NOT NULL,
	"bands" jsonb NOT NULL,
	"started_at" timestamp with time zone,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"client_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"treatment_center_id" uuid NOT NULL,
	"membership_id" uuid NOT NULL,
	"instrument_id" text NOT NULL,
	"instrument_version" text NOT NULL,
	"occasion" text NOT NULL,
	"due_on" date NOT NULL,
	"last_day" date NOT NULL,
	"status" text DEFAULT 'due' NOT NULL,
	"assigned_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assessments_status_check" CHECK ("assessments"."status" in ('due', 'completed', 'missed')),
	CONSTRAINT "assessments_window_check" CHECK ("assessments"."last_day" >= "assessments"."due_on")
);
--> statement-breakpoint
ALTER TABLE "alerts" DROP CONSTRAINT "alerts_rule_check";--> statement-breakpoint
DROP INDEX "alerts_one_unresolved_key";--> statement-breakpoint
ALTER TABLE "assessment_responses" ADD CONSTRAINT "assessment_responses_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_responses" ADD CONSTRAINT "assessment_responses_treatment_center_id_treatment_centers_id_fk" FOREIGN KEY ("treatment_center_id") REFERENCES "public"."treatment_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_responses" ADD CONSTRAINT "assessment_responses_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_treatment_center_id_treatment_centers_id_fk" FOREIGN KEY ("treatment_center_id") REFERENCES "public"."treatment_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_responses_assessment_key" ON "assessment_responses" USING btree ("assessment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_responses_client_key" ON "assessment_responses" USING btree ("membership_id","client_key");--> statement-breakpoint
CREATE INDEX "assessment_responses_center_instrument_idx" ON "assessment_responses" USING btree ("treatment_center_id","instrument_id","submitted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "assessments_occasion_key" ON "assessments" USING btree ("membership_id","instrument_id","occasion");--> statement-breakpoint
CREATE INDEX "assessments_center_status_idx" ON "assessments" USING btree ("treatment_center_id","status","last_day");--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_one_unresolved_key" ON "alerts" USING btree ("membership_id","rule") WHERE "alerts"."status" <> 'resolved' and "alerts"."rule" not in ('phq9_item9', 'bamr_use');--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_rule_check" CHECK ("alerts"."rule" in ('mood_dip', 'silence', 'reset', 'contact_unanswered', 'phq9_item9', 'bamr_use'));