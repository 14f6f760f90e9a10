CREATE TABLE "checkout_reminder_opt_outs" (
	"store_id" uuid NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkout_reminder_opt_outs_pkey" PRIMARY KEY("store_id","email")
);
--> statement-breakpoint
CREATE TABLE "checkouts" (
	"id" uuid NOT NULL,
	"store_id" uuid NOT NULL,
	"email" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"address" jsonb,
	"lines" jsonb NOT NULL,
	"currency" text NOT NULL,
	"subtotal_minor" bigint DEFAULT 0 NOT NULL,
	"recovery_key" uuid DEFAULT gen_random_uuid() NOT NULL,
	"reminders_sent" integer DEFAULT 0 NOT NULL,
	"last_reminder_at" timestamp with time zone,
	"order_id" uuid,
	"completed_at" timestamp with time zone,
	"recovered" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkouts_pkey" PRIMARY KEY("store_id","id"),
	CONSTRAINT "checkouts_reminders_check" CHECK ("checkouts"."reminders_sent" between 0 and 2)
);
--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "recovery_email_delay" text DEFAULT '10h' NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "recovery_second_reminder" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_reminder_opt_outs" ADD CONSTRAINT "checkout_reminder_opt_outs_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkouts_store_open_idx" ON "checkouts" USING btree ("store_id","updated_at") WHERE "checkouts"."order_id" is null;--> statement-breakpoint
CREATE INDEX "checkouts_store_recovered_idx" ON "checkouts" USING btree ("store_id","order_id") WHERE "checkouts"."recovered";--> statement-breakpoint
CREATE INDEX "checkouts_due_idx" ON "checkouts" USING btree ("updated_at") WHERE "checkouts"."order_id" is null and "checkouts"."reminders_sent" < 2;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_recovery_email_delay_check" CHECK ("recovery_email_delay" in ('off', '1h', '10h'));