ALTER TABLE "submissions" ADD COLUMN "sitting_id" uuid;--> statement-breakpoint
CREATE INDEX "submissions_sitting_idx" ON "submissions" USING btree ("sitting_id") WHERE "submissions"."sitting_id" is not null;--> statement-breakpoint
-- Recordings sent before sittings were kept: a standalone test's role-plays by one student are one
-- sitting (each is sent once); a mock's are its attempt's, or, sent from the mock speaking screen
-- without one, those sent together. The first sent leads it.
UPDATE "submissions" AS s SET "sitting_id" = g."lead_id"
FROM (
  SELECT "id", first_value("id") OVER (
    PARTITION BY "user_id", "test_id", "source",
      CASE WHEN "source" = 'test' THEN '' WHEN "attempt_id" IS NOT NULL THEN "attempt_id"::text ELSE "created_at"::text END
    ORDER BY "created_at", "main_card_number", "id"
  ) AS "lead_id"
  FROM "submissions" WHERE "skill" = 'speaking'
) AS g
WHERE s."id" = g."id";
