CREATE TABLE "upload_puts" (
	"key" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"stored_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "upload_puts_expires_at_idx" ON "upload_puts" USING btree ("expires_at");