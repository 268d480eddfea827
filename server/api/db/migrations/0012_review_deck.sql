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
CREATE TABLE "review_decks" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"attempts_through" timestamp with time zone,
	"last_attempt_id" uuid,
	"letters_through" timestamp with time zone,
	"last_letter_id" uuid
);
--> statement-breakpoint
ALTER TABLE "review_cards" ADD CONSTRAINT "review_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_cards" ADD CONSTRAINT "review_cards_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_cards" ADD CONSTRAINT "review_cards_attempt_id_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_cards" ADD CONSTRAINT "review_cards_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_decks" ADD CONSTRAINT "review_decks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_cards_subject_key" ON "review_cards" USING btree ("user_id","subject");--> statement-breakpoint
CREATE INDEX "review_cards_due_idx" ON "review_cards" USING btree ("user_id","due_at") WHERE "review_cards"."retired_at" is null;