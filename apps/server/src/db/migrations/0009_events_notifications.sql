CREATE TABLE "alumni_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"treatment_center_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"event_date" timestamp with time zone NOT NULL,
	"image_key" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alumni_notification_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"notification_id" uuid NOT NULL,
	"treatment_center_id" uuid NOT NULL,
	"membership_id" uuid NOT NULL,
	"user_id" uuid,
	"status" text DEFAULT 'stored' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"pushed_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	CONSTRAINT "alumni_deliveries_status_check" CHECK ("alumni_notification_deliveries"."status" in ('stored', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "alumni_notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"treatment_center_id" uuid NOT NULL,
	"message" text NOT NULL,
	"sent_by" uuid,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recipients_count" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alumni_events" ADD CONSTRAINT "alumni_events_treatment_center_id_treatment_centers_id_fk" FOREIGN KEY ("treatment_center_id") REFERENCES "public"."treatment_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alumni_events" ADD CONSTRAINT "alumni_events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alumni_notification_deliveries" ADD CONSTRAINT "alumni_notification_deliveries_notification_id_alumni_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."alumni_notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alumni_notification_deliveries" ADD CONSTRAINT "alumni_notification_deliveries_treatment_center_id_treatment_centers_id_fk" FOREIGN KEY ("treatment_center_id") REFERENCES "public"."treatment_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alumni_notification_deliveries" ADD CONSTRAINT "alumni_notification_deliveries_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alumni_notification_deliveries" ADD CONSTRAINT "alumni_notification_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alumni_notifications" ADD CONSTRAINT "alumni_notifications_treatment_center_id_treatment_centers_id_fk" FOREIGN KEY ("treatment_center_id") REFERENCES "public"."treatment_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alumni_notifications" ADD CONSTRAINT "alumni_notifications_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alumni_events_center_date_idx" ON "alumni_events" USING btree ("treatment_center_id","event_date");--> statement-breakpoint
CREATE UNIQUE INDEX "alumni_deliveries_notification_membership_key" ON "alumni_notification_deliveries" USING btree ("notification_id","membership_id");--> statement-breakpoint
CREATE INDEX "alumni_deliveries_membership_idx" ON "alumni_notification_deliveries" USING btree ("membership_id","created_at");--> statement-breakpoint
CREATE INDEX "alumni_deliveries_user_idx" ON "alumni_notification_deliveries" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "alumni_notifications_center_sent_idx" ON "alumni_notifications" USING btree ("treatment_center_id","sent_at");