DROP INDEX "product_stock_low_idx";--> statement-breakpoint
CREATE INDEX "product_stock_low_idx" ON "product_stock" USING btree ("company_id","branch_id","product_id") WHERE "product_stock"."current_stock" <= "product_stock"."minimum_stock";--> statement-breakpoint
-- The planner's estimate of a category filter (lower(category) = ...) was the 0.5% default, so the low-stock
-- count probed stock once per product of the category; with statistics on the expression it hashes instead.
CREATE STATISTICS IF NOT EXISTS "products_category_stats" ON (lower("category")) FROM "products";--> statement-breakpoint
ANALYZE "products";
