ALTER TABLE "products" ADD COLUMN "etims_item_code" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "etims_class_code" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "etims_packaging_unit" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "etims_quantity_unit" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "etims_registered_at" timestamp with time zone;