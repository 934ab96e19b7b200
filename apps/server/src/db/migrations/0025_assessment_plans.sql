CREATE TABLE "assessment_plans" (
	"treatment_center_id" uuid PRIMARY KEY NOT NULL,
	"entries" jsonb NOT NULL,
	"window_days" integer NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assessment_plans_window_check" CHECK ("assessment_plans"."window_days" between 1 and 30)
);
--> statement-breakpoint
ALTER TABLE "assessment_plans" ADD CONSTRAINT "assessment_plans_treatment_center_id_treatment_centers_id_fk" FOREIGN KEY ("treatment_center_id") REFERENCES "public"."treatment_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_plans" ADD CONSTRAINT "assessment_plans_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;