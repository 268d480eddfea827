CREATE TABLE "evaluation_drafts" (
	"submission_id" uuid NOT NULL,
	"evaluator_id" uuid NOT NULL,
	"body" jsonb NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluation_drafts_submission_id_evaluator_id_pk" PRIMARY KEY("submission_id","evaluator_id")
);
--> statement-breakpoint
CREATE TABLE "evaluations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"evaluator_id" uuid,
	"criteria" jsonb NOT NULL,
	"marks" double precision NOT NULL,
	"grade" text NOT NULL,
	"admin_comments" text,
	"feedback" text,
	"pdf_blob_key" text NOT NULL,
	"pdf_generated" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"submission_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "submissions_attempt_key";--> statement-breakpoint
ALTER TABLE "attempts" ADD COLUMN "sections" jsonb;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "criteria" jsonb;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "claimed_by" uuid;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "evaluation_drafts" ADD CONSTRAINT "evaluation_drafts_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_drafts" ADD CONSTRAINT "evaluation_drafts_evaluator_id_users_id_fk" FOREIGN KEY ("evaluator_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_evaluator_id_users_id_fk" FOREIGN KEY ("evaluator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "evaluations_submission_idx" ON "evaluations" USING btree ("submission_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_claimed_by_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "submissions_attempt_writing_key" ON "submissions" USING btree ("attempt_id") WHERE "submissions"."attempt_id" is not null and "submissions"."skill" = 'writing';--> statement-breakpoint
CREATE UNIQUE INDEX "submissions_attempt_speaking_key" ON "submissions" USING btree ("attempt_id","main_card_number") WHERE "submissions"."attempt_id" is not null and "submissions"."skill" = 'speaking';