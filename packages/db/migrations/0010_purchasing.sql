CREATE TABLE "bill_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"bill_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"description" text NOT NULL,
	"product_id" uuid,
	"account_id" uuid,
	"order_item_id" uuid,
	"qty" numeric(20, 3) NOT NULL,
	"unit_price" numeric(18, 2) NOT NULL,
	"tax_category" text NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"tax_amount" numeric(18, 2) NOT NULL,
	"line_total" numeric(18, 2) NOT NULL,
	CONSTRAINT "bill_lines_line_key" UNIQUE("company_id","bill_id","line_no")
);
--> statement-breakpoint
CREATE TABLE "bills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"bill_number" text NOT NULL,
	"supplier_id" uuid NOT NULL,
	"order_id" uuid,
	"receipt_id" uuid,
	"supplier_invoice_number" text,
	"date" date NOT NULL,
	"due_date" date NOT NULL,
	"status" text DEFAULT 'Unpaid' NOT NULL,
	"subtotal" numeric(18, 2) NOT NULL,
	"tax_total" numeric(18, 2) NOT NULL,
	"total_amount" numeric(18, 2) NOT NULL,
	"paid_amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"last_paid_at" timestamp with time zone,
	"notes" text,
	"entry_id" uuid,
	"voided_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bills_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "bills_number_key" UNIQUE("company_id","bill_number"),
	CONSTRAINT "bills_status_check" CHECK ("bills"."status" in ('Unpaid', 'PaidPartially', 'Paid', 'Void')),
	CONSTRAINT "bills_paid_check" CHECK ("bills"."paid_amount" >= 0 and "bills"."paid_amount" <= "bills"."total_amount")
);
--> statement-breakpoint
CREATE TABLE "payment_allocations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"bill_id" uuid NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	CONSTRAINT "payment_allocations_amount_check" CHECK ("payment_allocations"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "purchase_order_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"line_no" integer NOT NULL,
	"product_id" uuid NOT NULL,
	"qty" numeric(20, 3) NOT NULL,
	"unit_price" numeric(18, 2) NOT NULL,
	"tax_category" text NOT NULL,
	"received_qty" numeric(20, 3) DEFAULT '0' NOT NULL,
	CONSTRAINT "purchase_order_items_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "purchase_order_items_line_key" UNIQUE("company_id","order_id","line_no"),
	CONSTRAINT "purchase_order_items_qty_check" CHECK ("purchase_order_items"."qty" > 0 and "purchase_order_items"."received_qty" >= 0 and "purchase_order_items"."received_qty" <= "purchase_order_items"."qty")
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"purchase_number" text NOT NULL,
	"supplier_id" uuid NOT NULL,
	"date" date NOT NULL,
	"expected_date" date,
	"status" text DEFAULT 'Pending' NOT NULL,
	"notes" text,
	"subtotal" numeric(18, 2) NOT NULL,
	"tax_total" numeric(18, 2) NOT NULL,
	"total" numeric(18, 2) NOT NULL,
	"total_received" numeric(18, 2) DEFAULT '0' NOT NULL,
	"last_received_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_orders_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "purchase_orders_number_key" UNIQUE("company_id","purchase_number"),
	CONSTRAINT "purchase_orders_status_check" CHECK ("purchase_orders"."status" in ('Pending', 'Partially Received', 'Received', 'Canceled'))
);
--> statement-breakpoint
CREATE TABLE "purchase_receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"receipt_number" text NOT NULL,
	"delivery_note_number" text NOT NULL,
	"date" date NOT NULL,
	"status" text DEFAULT 'Received' NOT NULL,
	"total_received" numeric(18, 2) NOT NULL,
	"items" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_receipts_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "purchase_receipts_number_key" UNIQUE("company_id","receipt_number")
);
--> statement-breakpoint
CREATE TABLE "supplier_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"payment_number" text NOT NULL,
	"supplier_id" uuid NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	"bank_account_id" uuid NOT NULL,
	"date" date NOT NULL,
	"notes" text,
	"status" text DEFAULT 'Completed' NOT NULL,
	"refund_date" date,
	"refund_amount" numeric(18, 2),
	"void_date" date,
	"void_reason" text,
	"entry_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_payments_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "supplier_payments_number_key" UNIQUE("company_id","payment_number"),
	CONSTRAINT "supplier_payments_status_check" CHECK ("supplier_payments"."status" in ('Completed', 'Refunded', 'Voided')),
	CONSTRAINT "supplier_payments_amount_check" CHECK ("supplier_payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"name" text NOT NULL,
	"contact_name" text,
	"email" text,
	"phone" text,
	"kra_pin" text,
	"address" text,
	"payment_terms" text NOT NULL,
	"notes" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suppliers_company_id_id_key" UNIQUE("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "bill_lines" ADD CONSTRAINT "bill_lines_company_id_bill_id_bills_company_id_id_fk" FOREIGN KEY ("company_id","bill_id") REFERENCES "public"."bills"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_company_id_branch_id_branches_company_id_id_fk" FOREIGN KEY ("company_id","branch_id") REFERENCES "public"."branches"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bills" ADD CONSTRAINT "bills_company_id_supplier_id_suppliers_company_id_id_fk" FOREIGN KEY ("company_id","supplier_id") REFERENCES "public"."suppliers"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_company_id_payment_id_supplier_payments_company_id_id_fk" FOREIGN KEY ("company_id","payment_id") REFERENCES "public"."supplier_payments"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_company_id_bill_id_bills_company_id_id_fk" FOREIGN KEY ("company_id","bill_id") REFERENCES "public"."bills"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_items" ADD CONSTRAINT "purchase_order_items_company_id_order_id_purchase_orders_company_id_id_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."purchase_orders"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_items" ADD CONSTRAINT "purchase_order_items_company_id_product_id_products_company_id_id_fk" FOREIGN KEY ("company_id","product_id") REFERENCES "public"."products"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_company_id_branch_id_branches_company_id_id_fk" FOREIGN KEY ("company_id","branch_id") REFERENCES "public"."branches"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_company_id_supplier_id_suppliers_company_id_id_fk" FOREIGN KEY ("company_id","supplier_id") REFERENCES "public"."suppliers"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_receipts" ADD CONSTRAINT "purchase_receipts_company_id_order_id_purchase_orders_company_id_id_fk" FOREIGN KEY ("company_id","order_id") REFERENCES "public"."purchase_orders"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_payments" ADD CONSTRAINT "supplier_payments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_payments" ADD CONSTRAINT "supplier_payments_company_id_branch_id_branches_company_id_id_fk" FOREIGN KEY ("company_id","branch_id") REFERENCES "public"."branches"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_payments" ADD CONSTRAINT "supplier_payments_company_id_supplier_id_suppliers_company_id_id_fk" FOREIGN KEY ("company_id","supplier_id") REFERENCES "public"."suppliers"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_company_id_branch_id_branches_company_id_id_fk" FOREIGN KEY ("company_id","branch_id") REFERENCES "public"."branches"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bills_supplier_idx" ON "bills" USING btree ("company_id","supplier_id","date");--> statement-breakpoint
CREATE INDEX "bills_due_idx" ON "bills" USING btree ("company_id","due_date");--> statement-breakpoint
CREATE INDEX "payment_allocations_bill_idx" ON "payment_allocations" USING btree ("company_id","bill_id");--> statement-breakpoint
CREATE INDEX "purchase_orders_branch_idx" ON "purchase_orders" USING btree ("company_id","branch_id","created_at");--> statement-breakpoint
CREATE INDEX "purchase_receipts_order_idx" ON "purchase_receipts" USING btree ("company_id","order_id");--> statement-breakpoint
CREATE INDEX "supplier_payments_supplier_idx" ON "supplier_payments" USING btree ("company_id","supplier_id","date");--> statement-breakpoint
CREATE INDEX "suppliers_name_idx" ON "suppliers" USING btree ("company_id",lower("name"));