CREATE TABLE "payment_accounts" (
	"store_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"mode" text NOT NULL,
	"account_id" text NOT NULL,
	"account_name" text DEFAULT '' NOT NULL,
	"publishable_key" text NOT NULL,
	"secret_sealed" text NOT NULL,
	"secret_last4" text NOT NULL,
	"webhook_endpoint_id" text,
	"webhook_url" text,
	"webhook_secret_sealed" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_accounts_pkey" PRIMARY KEY("store_id","provider"),
	CONSTRAINT "payment_accounts_mode_check" CHECK ("payment_accounts"."mode" in ('test', 'live'))
);
--> statement-breakpoint
ALTER TABLE "payment_accounts" ADD CONSTRAINT "payment_accounts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;