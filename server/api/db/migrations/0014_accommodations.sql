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
ALTER TABLE "users" ADD COLUMN "extra_time_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "text_size" text DEFAULT 'normal' NOT NULL;--> statement-breakpoint
ALTER TABLE "accommodation_changes" ADD CONSTRAINT "accommodation_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accommodation_changes" ADD CONSTRAINT "accommodation_changes_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accommodation_changes_user_idx" ON "accommodation_changes" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_extra_time_check" CHECK ("users"."extra_time_percent" between 0 and 100);