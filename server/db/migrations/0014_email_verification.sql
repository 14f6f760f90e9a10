ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
-- Accounts made before verification existed count as verified (nobody is locked out by it).
UPDATE "users" SET "email_verified_at" = "created_at";
