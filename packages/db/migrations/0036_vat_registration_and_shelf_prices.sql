ALTER TABLE "products" ADD COLUMN "selling_price_includes_tax" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "vat_registered_from" date;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "selling_price_includes_tax" boolean DEFAULT false NOT NULL;