CREATE TABLE "submission_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"blob_key" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer,
	"height" integer,
	"duration_seconds" double precision
);
--> statement-breakpoint
CREATE TABLE "submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"test_id" uuid NOT NULL,
	"skill" text NOT NULL,
	"source" text NOT NULL,
	"attempt_id" uuid,
	"mode" text NOT NULL,
	"writing_answer" text,
	"start_time" text,
	"main_card_number" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"marks" double precision,
	"grade" text,
	"admin_comments" text,
	"feedback" text,
	"evaluation_pdf" text,
	"evaluated_at" timestamp with time zone,
	"evaluated_by" uuid,
	CONSTRAINT "submissions_skill_check" CHECK ("submissions"."skill" in ('writing', 'speaking')),
	CONSTRAINT "submissions_source_check" CHECK ("submissions"."source" in ('test', 'mock')),
	CONSTRAINT "submissions_mode_check" CHECK ("submissions"."mode" in ('computer', 'paper', 'audio')),
	CONSTRAINT "submissions_status_check" CHECK ("submissions"."status" in ('pending', 'evaluated'))
);
--> statement-breakpoint
ALTER TABLE "submission_files" ADD CONSTRAINT "submission_files_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_attempt_id_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."attempts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_evaluated_by_users_id_fk" FOREIGN KEY ("evaluated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "submission_files_position_key" ON "submission_files" USING btree ("submission_id","position");--> statement-breakpoint
CREATE INDEX "submissions_user_skill_idx" ON "submissions" USING btree ("user_id","skill","created_at");--> statement-breakpoint
CREATE INDEX "submissions_queue_idx" ON "submissions" USING btree ("status","skill","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "submissions_attempt_key" ON "submissions" USING btree ("attempt_id") WHERE "submissions"."attempt_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "submissions_speaking_part_key" ON "submissions" USING btree ("user_id","test_id","main_card_number") WHERE "submissions"."skill" = 'speaking' and "submissions"."source" = 'test';--> statement-breakpoint
CREATE UNIQUE INDEX "submissions_user_idempotency_key" ON "submissions" USING btree ("user_id","idempotency_key");