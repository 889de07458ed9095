ALTER TABLE "transfer_items" ADD COLUMN "received_qty" numeric(20, 3) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "transfer_items" ADD COLUMN "written_off_qty" numeric(20, 3) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "transfer_items" ADD COLUMN "write_off_reason" text;--> statement-breakpoint
ALTER TABLE "transfer_items" ADD CONSTRAINT "transfer_items_arrived_check" CHECK ("transfer_items"."received_qty" >= 0 and "transfer_items"."written_off_qty" >= 0 and "transfer_items"."received_qty" + "transfer_items"."written_off_qty" <= "transfer_items"."qty");--> statement-breakpoint
UPDATE "transfer_items" SET "received_qty" = "transfer_items"."qty" FROM "transfers" WHERE "transfers"."id" = "transfer_items"."transfer_id" AND "transfers"."status" = 'Received';
