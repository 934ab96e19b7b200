CREATE TABLE "audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_subject" text,
	"actor_role" text,
	"treatment_center_id" uuid,
	"action" text NOT NULL,
	"resource_type" text,
	"resource_id" text,
	"outcome" text NOT NULL,
	"ip" text,
	"request_id" text,
	"detail" jsonb
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "treatment_centers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"logo_key" text,
	"time_zone" text DEFAULT 'America/New_York' NOT NULL,
	"wizard" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"phone" text,
	"treatment_center_id" uuid,
	"is_owner" boolean DEFAULT false NOT NULL,
	"is_support" boolean DEFAULT false NOT NULL,
	"is_expert" boolean DEFAULT false NOT NULL,
	"is_patient" boolean DEFAULT false NOT NULL,
	"wizard" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"receiving_calls" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_treatment_center_id_treatment_centers_id_fk" FOREIGN KEY ("treatment_center_id") REFERENCES "public"."treatment_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_center_at_idx" ON "audit_events" USING btree ("treatment_center_id","at");--> statement-breakpoint
CREATE INDEX "audit_resource_idx" ON "audit_events" USING btree ("resource_type","resource_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_subject_key" ON "users" USING btree ("subject");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_center_idx" ON "users" USING btree ("treatment_center_id");