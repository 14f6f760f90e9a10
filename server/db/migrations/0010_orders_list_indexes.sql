-- The merchant's orders list (server/orders/order-list.ts) at 100,000 orders a store:
-- the counts per status under the payment filters come from this narrow index alone (few
-- distinct keys per store, so B-tree deduplication keeps it small), and the sorts by total
-- read orders in index order instead of sorting the store's orders.
CREATE INDEX "orders_store_counts_idx" ON "orders" USING btree ("store_id","status","payment_method","payment_status");--> statement-breakpoint
CREATE INDEX "orders_store_total_idx" ON "orders" USING btree ("store_id","total_minor","created_at","order_number");