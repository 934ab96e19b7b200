-- The text of the preset message as the patient chose it (issue 20). Existing check-ins get the
-- center's current text (or the default texts of a center that never saved its settings): the
-- closest record of what the patient saw.
ALTER TABLE "check_ins" ADD COLUMN "preset_message_text" text;--> statement-breakpoint
UPDATE "check_ins" AS c SET "preset_message_text" = coalesce(
  (SELECT s."check_in_messages"[c."preset_message"] FROM "center_settings" AS s WHERE s."treatment_center_id" = c."treatment_center_id"),
  (ARRAY['I am doing well today.', 'Today is hard, but I am holding on.', 'I need someone to reach out to me.'])[c."preset_message"]
);--> statement-breakpoint
ALTER TABLE "check_ins" ALTER COLUMN "preset_message_text" SET NOT NULL;
