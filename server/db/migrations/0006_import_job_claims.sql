ALTER TABLE "import_jobs" ADD COLUMN "products_done" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "import_jobs_claim_idx" ON "import_jobs" USING btree ("status","created_at");