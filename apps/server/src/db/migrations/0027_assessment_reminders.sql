ALTER TABLE "assessments" ADD COLUMN "reminded_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "reminded_last_day_at" timestamp with time zone;