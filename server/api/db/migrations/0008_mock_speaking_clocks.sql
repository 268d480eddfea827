CREATE TABLE "mock_speaking_clocks" (
	"user_id" uuid NOT NULL,
	"test_id" uuid NOT NULL,
	"part_started_at" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "mock_speaking_clocks_user_id_test_id_pk" PRIMARY KEY("user_id","test_id")
);
--> statement-breakpoint
ALTER TABLE "mock_speaking_clocks" ADD CONSTRAINT "mock_speaking_clocks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mock_speaking_clocks" ADD CONSTRAINT "mock_speaking_clocks_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE cascade ON UPDATE no action;