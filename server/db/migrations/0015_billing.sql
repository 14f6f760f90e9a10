CREATE TABLE "plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price_minor" integer NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"interval" text NOT NULL,
	"trial_days" integer DEFAULT 14 NOT NULL,
	"max_products" integer,
	"max_pages" integer,
	"custom_domain" boolean DEFAULT false NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "subscription_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"plan_name" text NOT NULL,
	"interval" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"period_start" timestamp with time zone,
	"period_end" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_invoices_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "subscription_proofs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"file_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"payer_reference" text NOT NULL,
	"resubmission" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"decided_by_email" text,
	"reason" text
);
--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "plan_id" uuid;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "trial_reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "period_reminder_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "subscription_invoices" ADD CONSTRAINT "subscription_invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_invoices" ADD CONSTRAINT "subscription_invoices_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_proofs" ADD CONSTRAINT "subscription_proofs_invoice_id_subscription_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."subscription_invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_proofs" ADD CONSTRAINT "subscription_proofs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_proofs" ADD CONSTRAINT "subscription_proofs_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_invoices_user_idx" ON "subscription_invoices" USING btree ("user_id","issued_at");--> statement-breakpoint
CREATE INDEX "subscription_proofs_status_idx" ON "subscription_proofs" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "subscription_proofs_invoice_idx" ON "subscription_proofs" USING btree ("invoice_id");--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscriptions_status_trial_idx" ON "subscriptions" USING btree ("status","trial_ends_at");--> statement-breakpoint
CREATE INDEX "subscriptions_status_period_idx" ON "subscriptions" USING btree ("status","current_period_end");--> statement-breakpoint
INSERT INTO "plans" ("code", "name", "description", "price_minor", "currency", "interval", "trial_days", "max_products", "max_pages", "custom_domain", "features", "position") VALUES
  ('starter', 'Starter', 'Everything a new shop needs to sell online.', 900, 'USD', 'month', 14, 100, 10, false, '["Up to 100 products","Up to 10 pages","Visual page builder with all 18 sections","Bank transfer and cash on delivery","Free store subdomain"]'::jsonb, 1),
  ('business', 'Business', 'For growing shops with a bigger catalogue and their own domain.', 2900, 'USD', 'month', 14, 10000, 100, true, '["Up to 10,000 products","Up to 100 pages","Connect your own domain","CSV import and export","Everything in Starter"]'::jsonb, 2),
  ('business-yearly', 'Business (yearly)', 'Business billed once a year: two months free.', 29000, 'USD', 'year', 14, 10000, 100, true, '["Everything in Business","Two months free","One invoice a year"]'::jsonb, 3);
--> statement-breakpoint
-- Accounts active before plans existed (the demo merchant) keep going on the Business plan.
UPDATE "subscriptions" SET "plan_id" = (SELECT "id" FROM "plans" WHERE "code" = 'business') WHERE "status" = 'ACTIVE' AND "plan_id" IS NULL;
