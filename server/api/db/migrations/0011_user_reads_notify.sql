-- What a student's pages read of their own (attempts, submissions, notifications) is kept by the API host until a row of theirs changes (docs/decisions/0094): each such change tells the channel whose rows changed, in the writing transaction, so every replica drops what it kept when it commits.
CREATE FUNCTION "notify_user_reads"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('oet_user_reads', OLD."user_id"::text); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('oet_user_reads', NEW."user_id"::text); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- An answer saved, a device seen or a part's clock started changes none of what is kept: autosave notifies no one.
CREATE TRIGGER "attempts_user_reads" AFTER INSERT OR DELETE OR UPDATE OF "user_id", "test_id", "mode", "started_at", "deadline_at", "status", "submitted_at", "score", "grade", "correct_count", "total_questions", "part_scores", "review", "sections", "screen" ON "attempts" FOR EACH ROW EXECUTE FUNCTION "notify_user_reads"();--> statement-breakpoint
CREATE TRIGGER "submissions_user_reads" AFTER INSERT OR UPDATE OR DELETE ON "submissions" FOR EACH ROW EXECUTE FUNCTION "notify_user_reads"();--> statement-breakpoint
CREATE TRIGGER "notifications_user_reads" AFTER INSERT OR UPDATE OR DELETE ON "notifications" FOR EACH ROW EXECUTE FUNCTION "notify_user_reads"();--> statement-breakpoint
-- A submission's files carry no user: theirs is their submission's (a file deleted with its submission finds none, and the submission's own trigger tells).
CREATE FUNCTION "notify_submission_file_reads"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE owner uuid;
BEGIN
  SELECT "user_id" INTO owner FROM "submissions" WHERE "id" = COALESCE(NEW."submission_id", OLD."submission_id");
  IF owner IS NOT NULL THEN PERFORM pg_notify('oet_user_reads', owner::text); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "submission_files_user_reads" AFTER INSERT OR UPDATE OR DELETE ON "submission_files" FOR EACH ROW EXECUTE FUNCTION "notify_submission_file_reads"();
