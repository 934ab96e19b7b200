CREATE TABLE "mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"kind" text NOT NULL,
	"treatment_center_id" uuid,
	"status" text DEFAULT 'stored' NOT NULL,
	"error" text,
	"meta" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "assistance_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"treatment_center_id" uuid NOT NULL,
	"membership_id" uuid NOT NULL,
	"date" date NOT NULL,
	"kind" text NOT NULL,
	"attended" boolean NOT NULL,
	"note" text,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "check_ins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"treatment_center_id" uuid NOT NULL,
	"membership_id" uuid NOT NULL,
	"date" date NOT NULL,
	"mood" smallint NOT NULL,
	"preset_message" smallint NOT NULL,
	"text" text,
	"replaced_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_ins_mood_check" CHECK ("check_ins"."mood" in (20, 30, 40, 80, 90, 100)),
	CONSTRAINT "check_ins_preset_check" CHECK ("check_ins"."preset_message" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "contact_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"treatment_center_id" uuid NOT NULL,
	"membership_id" uuid NOT NULL,
	"phone" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_by" uuid,
	"handled_at" timestamp with time zone,
	CONSTRAINT "contact_requests_status_check" CHECK ("contact_requests"."status" in ('open', 'handled'))
);
--> statement-breakpoint
CREATE TABLE "daily_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"treatment_center_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"days" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"treatment_center_id" uuid NOT NULL,
	"user_id" uuid,
	"external_id" text,
	"status" text DEFAULT 'invited' NOT NULL,
	"email" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"phone_number" text,
	"fb_email" text,
	"first_day" date,
	"addictions" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_status_check" CHECK ("memberships"."status" in ('invited', 'active', 'alumni', 'inactive'))
);
--> statement-breakpoint
CREATE TABLE "reserved_memberships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"treatment_center_id" uuid NOT NULL,
	"phone_number" text NOT NULL,
	"fb_email" text,
	"email" text,
	"state" text DEFAULT 'pending' NOT NULL,
	"import_id" uuid,
	"membership_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "reserved_state_check" CHECK ("reserved_memberships"."state" in ('pending', 'completed'))
);
--> statement-breakpoint
CREATE TABLE "task_completions" (
	"treatment_center_id" uuid NOT NULL,
	"membership_id" uuid NOT NULL,
	"task_id" uuid NOT NULL,
	"date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_completions_membership_id_task_id_date_pk" PRIMARY KEY("membership_id","task_id","date")
);
--> statement-breakpoint
ALTER TABLE "assistance_records" ADD CONSTRAINT "assistance_records_treatment_center_id_treatment_centers_id_fk" FOREIGN KEY ("treatment_center_id") REFERENCES "public"."treatment_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistance_records" ADD CONSTRAINT "assistance_records_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistance_records" ADD CONSTRAINT "assistance_records_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_treatment_center_id_treatment_centers_id_fk" FOREIGN KEY ("treatment_center_id") REFERENCES "public"."treatment_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_treatment_center_id_treatment_centers_id_fk" FOREIGN KEY ("treatment_center_id") REFERENCES "public"."treatment_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_requests" ADD CONSTRAINT "contact_requests_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_tasks" ADD CONSTRAINT "daily_tasks_treatment_center_id_treatment_centers_id_fk" FOREIGN KEY ("treatment_center_id") REFERENCES "public"."treatment_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_treatment_center_id_treatment_centers_id_fk" FOREIGN KEY ("treatment_center_id") REFERENCES "public"."treatment_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserved_memberships" ADD CONSTRAINT "reserved_memberships_treatment_center_id_treatment_centers_id_fk" FOREIGN KEY ("treatment_center_id") REFERENCES "public"."treatment_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserved_memberships" ADD CONSTRAINT "reserved_memberships_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_completions" ADD CONSTRAINT "task_completions_treatment_center_id_treatment_centers_id_fk" FOREIGN KEY ("treatment_center_id") REFERENCES "public"."treatment_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_completions" ADD CONSTRAINT "task_completions_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_completions" ADD CONSTRAINT "task_completions_task_id_daily_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."daily_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree ("to","created_at");--> statement-breakpoint
CREATE INDEX "assistance_membership_date_idx" ON "assistance_records" USING btree ("membership_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "check_ins_membership_date_key" ON "check_ins" USING btree ("membership_id","date");--> statement-breakpoint
CREATE INDEX "check_ins_center_date_idx" ON "check_ins" USING btree ("treatment_center_id","date");--> statement-breakpoint
CREATE INDEX "contact_requests_center_status_idx" ON "contact_requests" USING btree ("treatment_center_id","status","created_at");--> statement-breakpoint
CREATE INDEX "daily_tasks_center_idx" ON "daily_tasks" USING btree ("treatment_center_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "memberships_center_email_key" ON "memberships" USING btree ("treatment_center_id",lower("email"));--> statement-breakpoint
CREATE INDEX "memberships_center_status_idx" ON "memberships" USING btree ("treatment_center_id","status","created_at");--> statement-breakpoint
CREATE INDEX "memberships_user_idx" ON "memberships" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reserved_center_phone_key" ON "reserved_memberships" USING btree ("treatment_center_id","phone_number");--> statement-breakpoint
CREATE INDEX "reserved_center_state_idx" ON "reserved_memberships" USING btree ("treatment_center_id","state","created_at");--> statement-breakpoint
CREATE INDEX "task_completions_center_date_idx" ON "task_completions" USING btree ("treatment_center_id","date");