CREATE TABLE "job_claims" (
	"name" text PRIMARY KEY NOT NULL,
	"claimed_until" timestamp with time zone NOT NULL
);
