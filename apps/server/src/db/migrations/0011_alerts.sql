CREATE TABLE "alert_settings" (
	"treatment_center_id" uuid PRIMARY KEY NOT NULL,
	"mood_drop_points" integer NOT NULL,
	"low_mood" integer NOT NULL,
	"silence_days" integer NOT NULL,
	"contact_minutes" integer NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"treatment_center_id" uuid NOT NULL,
	"membership_id" uuid NOT NULL,
	"rule" text NOT NULL,
	"anchor" text NOT NULL,
	"trigger" jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acted_by" uuid,
	"acted_at" timestamp with time zone,
	"note" text,
	CONSTRAINT "alerts_status_check" CHECK ("alerts"."status" in ('open', 'acknowledged', 'resolved')),
	CONSTRAINT "alerts_rule_check" CHECK ("alerts"."rule" in ('mood_dip', 'silence', 'reset', 'contact_unanswered'))
);
--> statement-breakpoint
ALTER TABLE "alert_settings" ADD CONSTRAINT "alert_settings_treatment_center_id_treatment_centers_id_fk" FOREIGN KEY ("treatment_center_id") REFERENCES "public"."treatment_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_settings" ADD CONSTRAINT "alert_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_treatment_center_id_treatment_centers_id_fk" FOREIGN KEY ("treatment_center_id") REFERENCES "public"."treatment_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_acted_by_users_id_fk" FOREIGN KEY ("acted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_one_unresolved_key" ON "alerts" USING btree ("membership_id","rule") WHERE "alerts"."status" <> 'resolved';--> statement-breakpoint
CREATE UNIQUE INDEX "alerts_evidence_key" ON "alerts" USING btree ("membership_id","rule","anchor");--> statement-breakpoint
CREATE INDEX "alerts_center_status_idx" ON "alerts" USING btree ("treatment_center_id","status","created_at");