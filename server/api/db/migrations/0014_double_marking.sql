CREATE TABLE "marking_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"share_percent" integer DEFAULT 0 NOT NULL,
	"criterion_tolerance" integer DEFAULT 1 NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marking_settings_one_row" CHECK ("marking_settings"."id" = 1),
	CONSTRAINT "marking_settings_share_check" CHECK ("marking_settings"."share_percent" between 0 and 100),
	CONSTRAINT "marking_settings_tolerance_check" CHECK ("marking_settings"."criterion_tolerance" between 0 and 7)
);
--> statement-breakpoint
ALTER TABLE "evaluations" ADD COLUMN "round" text DEFAULT 'single' NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "double_marking" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "senior" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "double_marked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "marking_settings" ADD CONSTRAINT "marking_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attempts_test_idx" ON "attempts" USING btree ("test_id");--> statement-breakpoint
CREATE INDEX "evaluations_double_idx" ON "evaluations" USING btree ("created_at") WHERE "evaluations"."round" in ('first', 'second');--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_double_marking_check" CHECK ("submissions"."double_marking" in ('second', 'adjudication', 'done'));