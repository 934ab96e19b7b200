CREATE TABLE "consent_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"treatment_center_id" uuid NOT NULL,
	"template_key" text NOT NULL,
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"information" text NOT NULL,
	"recipient_kind" text NOT NULL,
	"recipient" text NOT NULL,
	"purpose" text NOT NULL,
	"expiry_kind" text NOT NULL,
	"expiry_date" date,
	"expiry_event" text,
	"redisclosure" text,
	"revocation" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consent_templates_kind_check" CHECK ("consent_templates"."kind" in ('app-use', 'disclosure')),
	CONSTRAINT "consent_templates_recipient_kind_check" CHECK ("consent_templates"."recipient_kind" in ('named', 'tpo')),
	CONSTRAINT "consent_templates_expiry_check" CHECK ("consent_templates"."expiry_kind" = 'date'
        or ("consent_templates"."expiry_kind" = 'event' and "consent_templates"."expiry_event" is not null)
        or ("consent_templates"."expiry_kind" = 'until-revoked' and "consent_templates"."recipient_kind" = 'tpo')),
	CONSTRAINT "consent_templates_redisclosure_check" CHECK ("consent_templates"."recipient_kind" <> 'tpo' or "consent_templates"."redisclosure" is not null)
);
--> statement-breakpoint
CREATE TABLE "consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"treatment_center_id" uuid NOT NULL,
	"membership_id" uuid NOT NULL,
	"template_id" uuid NOT NULL,
	"template_key" text NOT NULL,
	"template_version" integer NOT NULL,
	"kind" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"signer_name" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"signed_via" text NOT NULL,
	"scan_key" text,
	"recorded_by" uuid,
	"expires_on" date,
	"revoked_at" timestamp with time zone,
	"revoked_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consents_signed_via_check" CHECK ("consents"."signed_via" in ('app', 'paper')),
	CONSTRAINT "consents_scan_check" CHECK ("consents"."signed_via" <> 'paper' or "consents"."scan_key" is not null)
);
--> statement-breakpoint
CREATE TABLE "disclosures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"treatment_center_id" uuid NOT NULL,
	"membership_id" uuid NOT NULL,
	"consent_id" uuid NOT NULL,
	"recipient" text NOT NULL,
	"what" text NOT NULL,
	"purpose" text NOT NULL,
	"disclosed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"disclosed_by" uuid,
	"system" text,
	CONSTRAINT "disclosures_by_check" CHECK ("disclosures"."disclosed_by" is not null or "disclosures"."system" is not null)
);
--> statement-breakpoint
ALTER TABLE "consent_templates" ADD CONSTRAINT "consent_templates_treatment_center_id_treatment_centers_id_fk" FOREIGN KEY ("treatment_center_id") REFERENCES "public"."treatment_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consent_templates" ADD CONSTRAINT "consent_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_treatment_center_id_treatment_centers_id_fk" FOREIGN KEY ("treatment_center_id") REFERENCES "public"."treatment_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_template_id_consent_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."consent_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disclosures" ADD CONSTRAINT "disclosures_treatment_center_id_treatment_centers_id_fk" FOREIGN KEY ("treatment_center_id") REFERENCES "public"."treatment_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disclosures" ADD CONSTRAINT "disclosures_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disclosures" ADD CONSTRAINT "disclosures_consent_id_consents_id_fk" FOREIGN KEY ("consent_id") REFERENCES "public"."consents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disclosures" ADD CONSTRAINT "disclosures_disclosed_by_users_id_fk" FOREIGN KEY ("disclosed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consent_templates_version_key" ON "consent_templates" USING btree ("treatment_center_id","template_key","version");--> statement-breakpoint
CREATE INDEX "consents_membership_idx" ON "consents" USING btree ("treatment_center_id","membership_id","signed_at");--> statement-breakpoint
CREATE INDEX "disclosures_membership_idx" ON "disclosures" USING btree ("treatment_center_id","membership_id","disclosed_at");
--> statement-breakpoint
-- A consent template version, a signed consent and a disclosure entry are records of what was
-- agreed and what left the center (42 CFR 2.31, 2.24): never rewritten. The only changes allowed are
-- a consent's revocation (once) and a deleted user's id becoming NULL (ON DELETE SET NULL).
CREATE FUNCTION consent_record_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  nullable text[] := TG_ARGV;
  k text;
  old_rest jsonb := to_jsonb(OLD);
  new_rest jsonb := to_jsonb(NEW);
BEGIN
  -- Read through jsonb: a field reference to OLD.revoked_at fails on the tables that have none.
  IF TG_TABLE_NAME = 'consents' AND old_rest ->> 'revoked_at' IS NULL AND new_rest ->> 'revoked_at' IS NOT NULL THEN
    -- The revocation itself: revoked_at and revoked_by set once, nothing else.
    old_rest := old_rest - 'revoked_at' - 'revoked_by';
    new_rest := new_rest - 'revoked_at' - 'revoked_by';
  END IF;
  FOREACH k IN ARRAY nullable LOOP
    IF new_rest -> k IS DISTINCT FROM old_rest -> k AND new_rest ->> k IS NOT NULL THEN
      RAISE EXCEPTION '% is immutable: % of % refused', TG_TABLE_NAME, TG_OP, k USING ERRCODE = 'insufficient_privilege';
    END IF;
    old_rest := old_rest - k;
    new_rest := new_rest - k;
  END LOOP;
  IF new_rest IS DISTINCT FROM old_rest THEN
    RAISE EXCEPTION '% is immutable: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER consent_templates_immutable BEFORE UPDATE ON consent_templates
  FOR EACH ROW EXECUTE FUNCTION consent_record_immutable('created_by');
--> statement-breakpoint
CREATE TRIGGER consents_immutable BEFORE UPDATE ON consents
  FOR EACH ROW EXECUTE FUNCTION consent_record_immutable('recorded_by', 'revoked_by');
--> statement-breakpoint
CREATE TRIGGER disclosures_immutable BEFORE UPDATE ON disclosures
  FOR EACH ROW EXECUTE FUNCTION consent_record_immutable('disclosed_by');
