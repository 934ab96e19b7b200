CREATE TABLE "addictions" (
	"value" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tcenter_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"treatment_center_id" uuid NOT NULL,
	"membership_id" uuid NOT NULL,
	"content" text NOT NULL,
	"content_mobile" text,
	"author_id" uuid,
	"author_name" text NOT NULL,
	"updated_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tcenter_notes" ADD CONSTRAINT "tcenter_notes_treatment_center_id_treatment_centers_id_fk" FOREIGN KEY ("treatment_center_id") REFERENCES "public"."treatment_centers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tcenter_notes" ADD CONSTRAINT "tcenter_notes_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tcenter_notes" ADD CONSTRAINT "tcenter_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tcenter_notes" ADD CONSTRAINT "tcenter_notes_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tcenter_notes_membership_idx" ON "tcenter_notes" USING btree ("membership_id","created_at");