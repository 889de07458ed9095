CREATE TABLE "counter_settings" (
	"company_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"walk_in_customer_id" uuid,
	"cash_account_id" uuid,
	"mpesa_account_id" uuid,
	"card_account_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "counter_settings_company_id_branch_id_pk" PRIMARY KEY("company_id","branch_id")
);
--> statement-breakpoint
CREATE TABLE "held_sales" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"label" text NOT NULL,
	"sale" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "barcode" text;--> statement-breakpoint
-- the search text takes the barcode too: the column is made again, and its trigram index with it
ALTER TABLE "products" drop column "search_text";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name) || chr(1) || lower(sku) || chr(1) || lower(coalesce(description, '')) || chr(1) || lower(coalesce(barcode, ''))) STORED;--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_text" gin_trgm_ops) WHERE not "products"."is_deleted";--> statement-breakpoint
ALTER TABLE "counter_settings" ADD CONSTRAINT "counter_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counter_settings" ADD CONSTRAINT "counter_settings_company_id_branch_id_branches_company_id_id_fk" FOREIGN KEY ("company_id","branch_id") REFERENCES "public"."branches"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counter_settings" ADD CONSTRAINT "counter_settings_company_id_walk_in_customer_id_customers_company_id_id_fk" FOREIGN KEY ("company_id","walk_in_customer_id") REFERENCES "public"."customers"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counter_settings" ADD CONSTRAINT "counter_settings_company_id_cash_account_id_bank_accounts_company_id_id_fk" FOREIGN KEY ("company_id","cash_account_id") REFERENCES "public"."bank_accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counter_settings" ADD CONSTRAINT "counter_settings_company_id_mpesa_account_id_bank_accounts_company_id_id_fk" FOREIGN KEY ("company_id","mpesa_account_id") REFERENCES "public"."bank_accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counter_settings" ADD CONSTRAINT "counter_settings_company_id_card_account_id_bank_accounts_company_id_id_fk" FOREIGN KEY ("company_id","card_account_id") REFERENCES "public"."bank_accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "held_sales" ADD CONSTRAINT "held_sales_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "held_sales" ADD CONSTRAINT "held_sales_company_id_branch_id_branches_company_id_id_fk" FOREIGN KEY ("company_id","branch_id") REFERENCES "public"."branches"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "held_sales_user_idx" ON "held_sales" USING btree ("company_id","branch_id","user_id","created_at" desc);--> statement-breakpoint
CREATE UNIQUE INDEX "products_barcode_key" ON "products" USING btree ("company_id","barcode") WHERE "products"."barcode" is not null and not "products"."is_deleted";