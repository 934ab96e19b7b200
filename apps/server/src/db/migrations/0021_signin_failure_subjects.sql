-- On an address's rows, the account or phone tried: the throttle limits an address by how many
-- distinct ones failed from it (a spray), not by its raw count (a crowd behind one NAT).
ALTER TABLE "signin_failures" ADD COLUMN "subject" text;
