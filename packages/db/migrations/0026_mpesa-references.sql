CREATE TABLE "mpesa_references" (
	"company_id" uuid NOT NULL,
	"code" text NOT NULL,
	"document_type" text NOT NULL,
	"document_id" uuid NOT NULL,
	"document_number" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mpesa_references_pkey" PRIMARY KEY("company_id","code"),
	CONSTRAINT "mpesa_references_code_check" CHECK ("mpesa_references"."code" = upper(trim("mpesa_references"."code")) and "mpesa_references"."code" <> ''),
	CONSTRAINT "mpesa_references_type_check" CHECK ("mpesa_references"."document_type" in ('customer-receipt', 'supplier-payment', 'credit-note-refund'))
);
--> statement-breakpoint
ALTER TABLE "mpesa_references" ADD CONSTRAINT "mpesa_references_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mpesa_references_document_key" ON "mpesa_references" USING btree ("company_id","document_id");--> statement-breakpoint
-- Backfill: every live M-Pesa receipt, supplier payment and credit-note refund claims its code; where
-- existing documents already share a code, the oldest keeps the claim (the others stay as they are).
INSERT INTO "mpesa_references" ("company_id", "code", "document_type", "document_id", "document_number", "created_at")
SELECT DISTINCT ON ("company_id", "code") "company_id", "code", "document_type", "document_id", "document_number", "created_at"
  FROM (
    SELECT r."company_id", upper(trim(r."reference")) AS "code", 'customer-receipt' AS "document_type",
           r."id" AS "document_id", r."receipt_number" AS "document_number", r."date", r."created_at"
      FROM "customer_receipts" r
     WHERE r."method" = 'mpesa' AND r."status" <> 'Voided' AND trim(coalesce(r."reference", '')) <> ''
    UNION ALL
    SELECT p."company_id", upper(trim(p."reference")), 'supplier-payment', p."id", p."payment_number", p."date", p."created_at"
      FROM "supplier_payments" p
     WHERE p."method" = 'mpesa' AND p."status" <> 'Voided' AND trim(coalesce(p."reference", '')) <> ''
    UNION ALL
    SELECT f."company_id", upper(trim(f."reference")), 'credit-note-refund', f."id", n."credit_note_number", f."date", f."created_at"
      FROM "credit_note_refunds" f
      JOIN "credit_notes" n ON n."company_id" = f."company_id" AND n."id" = f."credit_note_id"
     WHERE f."method" = 'mpesa' AND trim(coalesce(f."reference", '')) <> ''
  ) AS "claims"
 ORDER BY "company_id", "code", "created_at", "date", "document_id";
