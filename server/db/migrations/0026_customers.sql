CREATE TABLE "customers" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"email" text NOT NULL,
	"email_marketing" text DEFAULT 'not_subscribed' NOT NULL,
	"marketing_updated_at" timestamp with time zone,
	"marketing_source" text,
	"marketing_key" uuid DEFAULT gen_random_uuid() NOT NULL,
	"confirm_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_pkey" PRIMARY KEY("store_id","id"),
	CONSTRAINT "customers_email_marketing_check" CHECK ("customers"."email_marketing" in ('not_subscribed', 'pending', 'subscribed', 'unsubscribed'))
);
--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_store_email_uq" ON "customers" USING btree ("store_id","email");--> statement-breakpoint
CREATE INDEX "customers_store_created_idx" ON "customers" USING btree ("store_id","created_at");