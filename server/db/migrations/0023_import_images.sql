CREATE TABLE "import_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"url" text NOT NULL,
	"row" integer NOT NULL,
	"column" text NOT NULL,
	"alt" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "images_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "images_done" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "import_jobs" ADD COLUMN "images_failed" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "source_url" text;--> statement-breakpoint
ALTER TABLE "import_images" ADD CONSTRAINT "import_images_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_images" ADD CONSTRAINT "import_images_job_id_import_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."import_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "import_images_job_url_uq" ON "import_images" USING btree ("job_id","url");--> statement-breakpoint
CREATE INDEX "import_images_job_status_idx" ON "import_images" USING btree ("job_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "media_store_source_uq" ON "media" USING btree ("store_id","source_url");