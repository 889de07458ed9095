CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "product_stock" (
	"company_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"current_stock" numeric(20, 3) DEFAULT '0' NOT NULL,
	"minimum_stock" numeric(20, 3) DEFAULT '0' NOT NULL,
	"stock_value" numeric(18, 2) DEFAULT '0' NOT NULL,
	"average_cost" numeric(20, 6) DEFAULT '0' NOT NULL,
	"last_received_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_stock_company_id_product_id_branch_id_pk" PRIMARY KEY("company_id","product_id","branch_id"),
	CONSTRAINT "product_stock_minimum_check" CHECK ("product_stock"."minimum_stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"sku" text NOT NULL,
	"description" text,
	"category" text,
	"unit" text DEFAULT 'pcs' NOT NULL,
	"selling_price" numeric(18, 2) DEFAULT '0' NOT NULL,
	"cost_price" numeric(20, 6) DEFAULT '0' NOT NULL,
	"tax_category" text DEFAULT 'B' NOT NULL,
	"minimum_stock" numeric(20, 3) DEFAULT '0' NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "products_tax_category_check" CHECK ("products"."tax_category" in ('A', 'B', 'C', 'D', 'E')),
	CONSTRAINT "products_amounts_check" CHECK ("products"."selling_price" >= 0 and "products"."cost_price" >= 0 and "products"."minimum_stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"date" date NOT NULL,
	"kind" text NOT NULL,
	"quantity" numeric(20, 3) NOT NULL,
	"unit_cost" numeric(20, 6) NOT NULL,
	"value" numeric(18, 2) NOT NULL,
	"stock_after" numeric(20, 3) NOT NULL,
	"reason" text,
	"source_type" text,
	"source_id" uuid,
	"source_number" text,
	"entry_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_quantity_check" CHECK ("stock_movements"."quantity" <> 0)
);
--> statement-breakpoint
CREATE TABLE "transfer_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"transfer_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"product_id" uuid NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"qty" numeric(20, 3) NOT NULL,
	"unit_cost" numeric(20, 6),
	"value" numeric(18, 2),
	CONSTRAINT "transfer_items_line_key" UNIQUE("company_id","transfer_id","line_no"),
	CONSTRAINT "transfer_items_qty_check" CHECK ("transfer_items"."qty" > 0)
);
--> statement-breakpoint
CREATE TABLE "transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"transfer_number" text NOT NULL,
	"from_branch_id" uuid NOT NULL,
	"to_branch_id" uuid NOT NULL,
	"status" text DEFAULT 'Pending' NOT NULL,
	"notes" text,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"dispatched_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfers_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "transfers_number_key" UNIQUE("company_id","transfer_number"),
	CONSTRAINT "transfers_branches_check" CHECK ("transfers"."from_branch_id" <> "transfers"."to_branch_id"),
	CONSTRAINT "transfers_status_check" CHECK ("transfers"."status" in ('Pending', 'In Transit', 'Received', 'Canceled'))
);
--> statement-breakpoint
ALTER TABLE "product_stock" ADD CONSTRAINT "product_stock_company_id_product_id_products_company_id_id_fk" FOREIGN KEY ("company_id","product_id") REFERENCES "public"."products"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_stock" ADD CONSTRAINT "product_stock_company_id_branch_id_branches_company_id_id_fk" FOREIGN KEY ("company_id","branch_id") REFERENCES "public"."branches"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_company_id_product_id_products_company_id_id_fk" FOREIGN KEY ("company_id","product_id") REFERENCES "public"."products"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_company_id_branch_id_branches_company_id_id_fk" FOREIGN KEY ("company_id","branch_id") REFERENCES "public"."branches"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_items" ADD CONSTRAINT "transfer_items_company_id_transfer_id_transfers_company_id_id_fk" FOREIGN KEY ("company_id","transfer_id") REFERENCES "public"."transfers"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_items" ADD CONSTRAINT "transfer_items_company_id_product_id_products_company_id_id_fk" FOREIGN KEY ("company_id","product_id") REFERENCES "public"."products"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_company_id_from_branch_id_branches_company_id_id_fk" FOREIGN KEY ("company_id","from_branch_id") REFERENCES "public"."branches"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_company_id_to_branch_id_branches_company_id_id_fk" FOREIGN KEY ("company_id","to_branch_id") REFERENCES "public"."branches"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_stock_branch_idx" ON "product_stock" USING btree ("company_id","branch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_sku_key" ON "products" USING btree ("company_id",lower("sku")) WHERE not "products"."is_deleted";--> statement-breakpoint
CREATE INDEX "products_name_idx" ON "products" USING btree ("company_id",lower("name")) WHERE not "products"."is_deleted";--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("company_id","created_at") WHERE not "products"."is_deleted";--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ((lower("name") || chr(1) || lower("sku") || chr(1) || lower(coalesce("description", ''))) gin_trgm_ops) WHERE not "products"."is_deleted";--> statement-breakpoint
CREATE INDEX "stock_movements_product_idx" ON "stock_movements" USING btree ("company_id","product_id","branch_id","created_at");--> statement-breakpoint
CREATE INDEX "transfers_from_idx" ON "transfers" USING btree ("company_id","from_branch_id","created_at");--> statement-breakpoint
CREATE INDEX "transfers_to_idx" ON "transfers" USING btree ("company_id","to_branch_id","created_at");