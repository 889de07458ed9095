-- Payment attachments become document attachments (invoices, bills, receipts, payments): the same
-- table renamed, its rows kept as kind 'payment'.
ALTER TABLE "payment_attachments" DROP CONSTRAINT "payment_attachments_company_id_payment_id_supplier_payments_company_id_id_fk";--> statement-breakpoint
DROP INDEX "payment_attachments_payment_idx";--> statement-breakpoint
ALTER TABLE "payment_attachments" RENAME TO "document_attachments";--> statement-breakpoint
ALTER TABLE "document_attachments" RENAME CONSTRAINT "payment_attachments_pkey" TO "document_attachments_pkey";--> statement-breakpoint
ALTER TABLE "document_attachments" RENAME COLUMN "payment_id" TO "document_id";--> statement-breakpoint
ALTER TABLE "document_attachments" ADD COLUMN "document_kind" text NOT NULL DEFAULT 'payment';--> statement-breakpoint
ALTER TABLE "document_attachments" ALTER COLUMN "document_kind" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "document_attachments" ADD CONSTRAINT "document_attachments_kind_check" CHECK ("document_attachments"."document_kind" in ('invoice', 'bill', 'receipt', 'payment'));--> statement-breakpoint
CREATE INDEX "document_attachments_document_idx" ON "document_attachments" USING btree ("company_id","document_kind","document_id");
