CREATE TABLE "order_payments" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"store_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"mode" text NOT NULL,
	"session_id" text NOT NULL,
	"session_url" text NOT NULL,
	"payment_id" text,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"refunded_minor" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_payments_pkey" PRIMARY KEY("store_id","id"),
	CONSTRAINT "order_payments_status_check" CHECK ("order_payments"."status" in ('open', 'paid', 'failed', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"store_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"order_id" uuid,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_pkey" PRIMARY KEY("store_id","provider","event_id")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_review" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "test_mode" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "card_provider" text;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "card_mode" text;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_payments" ADD CONSTRAINT "order_payments_order_fk" FOREIGN KEY ("store_id","order_id") REFERENCES "public"."orders"("store_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_payments_order_uq" ON "order_payments" USING btree ("store_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_payments_session_uq" ON "order_payments" USING btree ("store_id","provider","session_id");--> statement-breakpoint
CREATE INDEX "order_payments_open_idx" ON "order_payments" USING btree ("created_at") WHERE "order_payments"."status" = 'open';