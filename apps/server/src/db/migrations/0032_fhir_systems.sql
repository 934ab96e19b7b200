CREATE TABLE "fhir_assertion_jtis" (
	"system_id" uuid NOT NULL,
	"jti" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "fhir_assertion_jtis_system_id_jti_pk" PRIMARY KEY("system_id","jti")
);
--> statement-breakpoint
CREATE TABLE "fhir_systems" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"treatment_center_id" uuid NOT NULL,
	"name" text NOT NULL,
	"jwks_url" text,
	"jwks" jsonb,
	"kind" text NOT NULL,
	"recipient" text,
	"purpose" text,
	"scopes" text[] NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"disabled_at" timestamp with time zone,
	"disabled_by" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fhir_systems_kind_check" CHECK ("fhir_systems"."kind" in ('within', 'recipient')),
	CONSTRAINT "fhir_systems_status_check" CHECK ("fhir_systems"."status" in ('active', 'disabled')),
	CONSTRAINT "fhir_systems_keys_check" CHECK (("fhir_systems"."jwks_url" is null) <> ("fhir_systems"."jwks" is null)),
	CONSTRAINT "fhir_systems_recipient_check" CHECK ("fhir_systems"."kind" = 'within' or ("fhir_systems"."recipient" is not null and "fhir_systems"."purpose" is not null))
);
--> statement-breakpoint
ALTER TABLE "fhir_assertion_jtis" ADD CONSTRAINT "fhir_assertion_jtis_system_id_fhir_systems_id_fk" FOREIGN KEY ("system_id") REFERENCES "public"."fhir_systems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fhir_systems" ADD CONSTRAINT "fhir_systems_treatment_center_id_treatment_centers_id_fk" FOREIGN KEY ("treatment_center_id") REFERENCES "public"."treatment_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fhir_systems" ADD CONSTRAINT "fhir_systems_disabled_by_users_id_fk" FOREIGN KEY ("disabled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fhir_systems" ADD CONSTRAINT "fhir_systems_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fhir_assertion_jtis_expiry_idx" ON "fhir_assertion_jtis" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "fhir_systems_center_idx" ON "fhir_systems" USING btree ("treatment_center_id","created_at");