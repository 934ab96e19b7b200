CREATE TABLE "center_settings" (
	"treatment_center_id" uuid PRIMARY KEY NOT NULL,
	"check_in_messages" text[] NOT NULL,
	"default_tasks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"program_start_rule" text DEFAULT 'join_date' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "center_settings_messages_check" CHECK (cardinality("center_settings"."check_in_messages") = 3),
	CONSTRAINT "center_settings_start_rule_check" CHECK ("center_settings"."program_start_rule" in ('join_date', 'next_monday', 'set_by_staff'))
);
--> statement-breakpoint
CREATE TABLE "user_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"email_contact_now" boolean DEFAULT true NOT NULL,
	"email_unread_messages" boolean DEFAULT false NOT NULL,
	"email_risk_alerts" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "center_settings" ADD CONSTRAINT "center_settings_treatment_center_id_treatment_centers_id_fk" FOREIGN KEY ("treatment_center_id") REFERENCES "public"."treatment_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "center_settings" ADD CONSTRAINT "center_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;