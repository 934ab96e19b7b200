-- A deleted staff member's id becomes NULL (ON DELETE SET NULL): a disclosure entry must outlive it,
-- so the check that one of disclosed_by/system is set goes (recordDisclosure asks for one).
ALTER TABLE "disclosures" DROP CONSTRAINT "disclosures_by_check";
