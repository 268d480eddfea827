-- Tests get versions (docs/decisions/0074): every existing test is version 1 of its own family, published when it was imported.
ALTER TABLE "tests" ALTER COLUMN "content_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "tests" ADD COLUMN "family_id" uuid;--> statement-breakpoint
UPDATE "tests" SET "family_id" = "id";--> statement-breakpoint
ALTER TABLE "tests" ALTER COLUMN "family_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "tests" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "tests" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "tests" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
UPDATE "tests" SET "published_at" = "created_at";--> statement-breakpoint
ALTER TABLE "tests" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "tests_family_version_key" ON "tests" USING btree ("family_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "tests_family_published_key" ON "tests" USING btree ("family_id") WHERE "tests"."status" = 'published';--> statement-breakpoint
CREATE UNIQUE INDEX "tests_family_draft_key" ON "tests" USING btree ("family_id") WHERE "tests"."status" = 'draft';
