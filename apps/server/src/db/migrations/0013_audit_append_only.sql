-- The audit clock: transaction ids as the sealer orders audit rows by. A database restored into
-- another PostgreSQL cluster starts its transaction ids lower; the shift (set by
-- realign_audit_clock() at start) keeps new rows after the restored ones.
CREATE TABLE audit_clock (
  id int PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  shift bigint NOT NULL DEFAULT 0
);
--> statement-breakpoint
INSERT INTO audit_clock (id, shift) VALUES (1, 0);
--> statement-breakpoint
CREATE FUNCTION audit_txid() RETURNS bigint LANGUAGE sql VOLATILE AS $$
  SELECT (pg_current_xact_id()::text)::bigint + (SELECT shift FROM audit_clock WHERE id = 1)
$$;
--> statement-breakpoint
CREATE FUNCTION audit_horizon() RETURNS bigint LANGUAGE sql VOLATILE AS $$
  SELECT (pg_snapshot_xmin(pg_current_snapshot())::text)::bigint + (SELECT shift FROM audit_clock WHERE id = 1)
$$;
--> statement-breakpoint
CREATE FUNCTION realign_audit_clock() RETURNS bigint LANGUAGE sql VOLATILE AS $$
  UPDATE audit_clock
  SET shift = shift + (SELECT max(txid) FROM audit_events) - audit_horizon() + 1
  WHERE id = 1 AND (SELECT max(txid) FROM audit_events) >= audit_horizon()
  RETURNING shift
$$;
--> statement-breakpoint
ALTER TABLE audit_events ALTER COLUMN txid SET DEFAULT audit_txid();
--> statement-breakpoint
-- The audit trail and its hash chain are append-only: the product inserts, never changes or removes.
-- (A database owner can still disable these triggers; the hash chain then shows what changed.)
CREATE FUNCTION audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the audit trail is append-only: % on % refused', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER audit_events_append_only BEFORE UPDATE OR DELETE ON audit_events
  FOR EACH ROW EXECUTE FUNCTION audit_append_only();
--> statement-breakpoint
CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON audit_events
  FOR EACH STATEMENT EXECUTE FUNCTION audit_append_only();
--> statement-breakpoint
CREATE TRIGGER audit_chain_append_only BEFORE UPDATE OR DELETE ON audit_chain
  FOR EACH ROW EXECUTE FUNCTION audit_append_only();
--> statement-breakpoint
CREATE TRIGGER audit_chain_no_truncate BEFORE TRUNCATE ON audit_chain
  FOR EACH STATEMENT EXECUTE FUNCTION audit_append_only();
