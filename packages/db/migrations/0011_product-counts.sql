CREATE TABLE "product_counts" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"live" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_name_idx";--> statement-breakpoint
ALTER TABLE "product_counts" ADD CONSTRAINT "product_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_stock_low_idx" ON "product_stock" USING btree ("company_id","branch_id") WHERE "product_stock"."current_stock" <= "product_stock"."minimum_stock";