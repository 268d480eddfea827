-- The mock speaking screen's clocks move into attempts' part clocks (docs/decisions/0084): each student's running clocks of a mock become that screen's sitting, an open attempt keeping the same starts.
ALTER TABLE "attempts" ADD COLUMN "screen" text DEFAULT 'exam' NOT NULL;--> statement-breakpoint
INSERT INTO "attempts" ("user_id", "test_id", "mode", "timing", "started_at", "deadline_at", "part_started_at", "sections", "screen")
SELECT "user_id", "test_id", 'practice', '{"total":null}'::jsonb, now(), NULL, "part_started_at", '["speaking"]'::jsonb, 'mock-speaking'
FROM "mock_speaking_clocks" WHERE "part_started_at" <> '{}'::jsonb;--> statement-breakpoint
DROP TABLE "mock_speaking_clocks" CASCADE;
