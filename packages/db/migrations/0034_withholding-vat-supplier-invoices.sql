ALTER TABLE "companies" ADD COLUMN "withholding_vat_agent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "supplier_invoice_date" date;--> statement-breakpoint
ALTER TABLE "purchase_receipts" ADD COLUMN "supplier_invoice_number" text;--> statement-breakpoint
ALTER TABLE "purchase_receipts" ADD COLUMN "supplier_invoice_date" date;--> statement-breakpoint
ALTER TABLE "supplier_payments" ADD COLUMN "vat_withheld" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_receipts" ADD COLUMN "vat_withheld" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_receipts" ADD COLUMN "withholding_certificate_number" text;--> statement-breakpoint
ALTER TABLE "customer_receipts" ADD COLUMN "withholding_certificate_date" date;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "withholding_vat_agent" boolean DEFAULT false NOT NULL;