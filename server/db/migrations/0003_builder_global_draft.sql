-- The builder's draft of a store's global content (header/footer) and its version: shoppers keep
-- reading "global_content" (published); "global_content_draft" is null when nothing is unpublished.
ALTER TABLE "stores" ADD COLUMN "global_content_draft" jsonb;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "global_content_version" integer DEFAULT 1 NOT NULL;