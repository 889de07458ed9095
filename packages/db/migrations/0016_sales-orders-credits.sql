CREATE TABLE "credit_note_allocations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"credit_note_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"date" date NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_note_allocations_amount_check" CHECK ("credit_note_allocations"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "credit_note_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"credit_note_id" uuid NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"date" date NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	"bank_account_id" uuid NOT NULL,
	"entry_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_note_refunds_amount_check" CHECK ("credit_note_refunds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "sales_order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"sales_order_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"product_id" uuid,
	"description" text NOT NULL,
	"qty" numeric(20, 3) NOT NULL,
	"qty_invoiced" numeric(20, 3) DEFAULT '0' NOT NULL,
	"unit_price" numeric(18, 2) NOT NULL,
	"discount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"tax_category" text NOT NULL,
	"price_includes_tax" boolean DEFAULT false NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"tax_amount" numeric(18, 2) NOT NULL,
	"line_total" numeric(18, 2) NOT NULL,
	CONSTRAINT "sales_order_lines_line_key" UNIQUE("company_id","sales_order_id","line_no"),
	CONSTRAINT "sales_order_lines_qty_check" CHECK ("sales_order_lines"."qty" > 0 and "sales_order_lines"."qty_invoiced" >= 0 and "sales_order_lines"."qty_invoiced" <= "sales_order_lines"."qty")
);
--> statement-breakpoint
CREATE TABLE "sales_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"order_number" text NOT NULL,
	"customer_id" uuid NOT NULL,
	"date" date NOT NULL,
	"delivery_date" date,
	"status" text DEFAULT 'Open' NOT NULL,
	"subtotal" numeric(18, 2) NOT NULL,
	"tax_total" numeric(18, 2) NOT NULL,
	"total" numeric(18, 2) NOT NULL,
	"tax_by_category" jsonb NOT NULL,
	"notes" text,
	"estimate_id" uuid,
	"canceled_at" timestamp with time zone,
	"cancel_reason" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_orders_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "sales_orders_number_key" UNIQUE("company_id","order_number"),
	CONSTRAINT "sales_orders_status_check" CHECK ("sales_orders"."status" in ('Open', 'Partially Invoiced', 'Invoiced', 'Canceled'))
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "payment_instructions" jsonb;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "allow_negative_stock" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_receipts" ADD COLUMN "status" text DEFAULT 'Completed' NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_receipts" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customer_receipts" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "customer_receipts" ADD COLUMN "void_entry_id" uuid;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "sales_order_line_no" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "sales_order_id" uuid;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "unapplied" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD COLUMN "refunded" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_note_allocations" ADD CONSTRAINT "credit_note_allocations_company_id_credit_note_id_credit_notes_company_id_id_fk" FOREIGN KEY ("company_id","credit_note_id") REFERENCES "public"."credit_notes"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note_allocations" ADD CONSTRAINT "credit_note_allocations_company_id_invoice_id_invoices_company_id_id_fk" FOREIGN KEY ("company_id","invoice_id") REFERENCES "public"."invoices"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_note_refunds" ADD CONSTRAINT "credit_note_refunds_company_id_credit_note_id_credit_notes_company_id_id_fk" FOREIGN KEY ("company_id","credit_note_id") REFERENCES "public"."credit_notes"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_order_lines" ADD CONSTRAINT "sales_order_lines_company_id_sales_order_id_sales_orders_company_id_id_fk" FOREIGN KEY ("company_id","sales_order_id") REFERENCES "public"."sales_orders"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD CONSTRAINT "sales_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD CONSTRAINT "sales_orders_company_id_branch_id_branches_company_id_id_fk" FOREIGN KEY ("company_id","branch_id") REFERENCES "public"."branches"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD CONSTRAINT "sales_orders_company_id_customer_id_customers_company_id_id_fk" FOREIGN KEY ("company_id","customer_id") REFERENCES "public"."customers"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_note_allocations_note_idx" ON "credit_note_allocations" USING btree ("company_id","credit_note_id");--> statement-breakpoint
CREATE INDEX "credit_note_allocations_invoice_idx" ON "credit_note_allocations" USING btree ("company_id","invoice_id");--> statement-breakpoint
CREATE INDEX "credit_note_refunds_note_idx" ON "credit_note_refunds" USING btree ("company_id","credit_note_id");--> statement-breakpoint
CREATE INDEX "sales_orders_branch_idx" ON "sales_orders" USING btree ("company_id","branch_id","date");--> statement-breakpoint
CREATE INDEX "sales_orders_customer_idx" ON "sales_orders" USING btree ("company_id","customer_id","date");--> statement-breakpoint
ALTER TABLE "customer_receipts" ADD CONSTRAINT "customer_receipts_status_check" CHECK ("customer_receipts"."status" in ('Completed', 'Voided'));--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_unapplied_check" CHECK ("credit_notes"."unapplied" >= 0 and "credit_notes"."refunded" >= 0 and "credit_notes"."unapplied" + "credit_notes"."refunded" <= "credit_notes"."total");--> statement-breakpoint
INSERT INTO "credit_note_allocations" ("company_id", "credit_note_id", "invoice_id", "amount", "date", "created_by", "created_at")
SELECT "company_id", "id", "invoice_id", "total", "date", "created_by", "created_at" FROM "credit_notes" WHERE "total" > 0;
