ALTER TABLE "consents" DROP CONSTRAINT "consents_membership_id_memberships_id_fk";
--> statement-breakpoint
ALTER TABLE "disclosures" DROP CONSTRAINT "disclosures_membership_id_memberships_id_fk";
--> statement-breakpoint
ALTER TABLE "consents" ALTER COLUMN "membership_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "disclosures" ALTER COLUMN "membership_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disclosures" ADD CONSTRAINT "disclosures_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- A deleted patient's consents and disclosures stay (the six-year accounting): the immutability
-- trigger now lets membership_id turn NULL through the ON DELETE SET NULL above, and nothing else.
DROP TRIGGER consents_immutable ON consents;
--> statement-breakpoint
CREATE TRIGGER consents_immutable BEFORE UPDATE ON consents
  FOR EACH ROW EXECUTE FUNCTION consent_record_immutable('recorded_by', 'revoked_by', 'membership_id');
--> statement-breakpoint
DROP TRIGGER disclosures_immutable ON disclosures;
--> statement-breakpoint
CREATE TRIGGER disclosures_immutable BEFORE UPDATE ON disclosures
  FOR EACH ROW EXECUTE FUNCTION consent_record_immutable('disclosed_by', 'membership_id');
