CREATE TABLE "accommodation_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"set_by" uuid,
	"set_by_name" text NOT NULL,
	"extra_time_percent" integer NOT NULL,
	"text_size" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"test_id" uuid,
	"attempt_id" uuid,
	"question_id" text,
	"submission_id" uuid,
	"word" text,
	"spellings" jsonb,
	"context" text,
	"schedule" jsonb NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"right_on" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_cards_kind_check" CHECK ("review_cards"."kind" in ('question', 'spelling'))
);
--> statement-breakpoint
CREATE TABLE "review_sources" (
	"user_id" uuid NOT NULL,
	"source_id" uuid NOT NULL,
	CONSTRAINT "review_sources_user_id_source_id_pk" PRIMARY KEY("user_id","source_id")
);
--> statement-breakpoint
ALTER TABLE "evaluator_phrases" ADD COLUMN "shared" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "extra_time_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "text_size" text DEFAULT 'normal' NOT NULL;--> statement-breakpoint
ALTER TABLE "accommodation_changes" ADD CONSTRAINT "accommodation_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accommodation_changes" ADD CONSTRAINT "accommodation_changes_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_cards" ADD CONSTRAINT "review_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_cards" ADD CONSTRAINT "review_cards_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_cards" ADD CONSTRAINT "review_cards_attempt_id_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_cards" ADD CONSTRAINT "review_cards_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_sources" ADD CONSTRAINT "review_sources_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accommodation_changes_user_idx" ON "accommodation_changes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "review_cards_subject_key" ON "review_cards" USING btree ("user_id","subject");--> statement-breakpoint
CREATE INDEX "review_cards_due_idx" ON "review_cards" USING btree ("user_id","due_at") WHERE "review_cards"."retired_at" is null;--> statement-breakpoint
CREATE INDEX "evaluator_phrases_shared_idx" ON "evaluator_phrases" USING btree ("text") WHERE "evaluator_phrases"."shared";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_extra_time_check" CHECK ("users"."extra_time_percent" between 0 and 100);