CREATE TABLE "fhir_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"treatment_center_id" uuid NOT NULL,
	"caller_kind" text NOT NULL,
	"user_id" uuid,
	"client_id" text,
	"caller" jsonb NOT NULL,
	"request" text NOT NULL,
	"level" text NOT NULL,
	"types" text[] NOT NULL,
	"since" timestamp with time zone,
	"transaction_time" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" jsonb NOT NULL,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fhir_exports_status_check" CHECK ("fhir_exports"."status" in ('queued', 'running', 'done', 'failed')),
	CONSTRAINT "fhir_exports_caller_kind_check" CHECK ("fhir_exports"."caller_kind" in ('staff', 'system')),
	CONSTRAINT "fhir_exports_level_check" CHECK ("fhir_exports"."level" in ('group', 'patient'))
);
--> statement-breakpoint
ALTER TABLE "fhir_exports" ADD CONSTRAINT "fhir_exports_treatment_center_id_treatment_centers_id_fk" FOREIGN KEY ("treatment_center_id") REFERENCES "public"."treatment_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fhir_exports" ADD CONSTRAINT "fhir_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fhir_exports_claimable_idx" ON "fhir_exports" USING btree ("status","lease_until");--> statement-breakpoint
CREATE INDEX "fhir_exports_expires_idx" ON "fhir_exports" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "fhir_exports_center_idx" ON "fhir_exports" USING btree ("treatment_center_id");