ALTER TABLE "bills" ADD COLUMN "void_date" date;--> statement-breakpoint
ALTER TABLE "bills" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "void_date" date;--> statement-breakpoint
-- A void's business date, for the voids made before it was kept: the date of the entry that reversed
-- the document, else the day it was voided in the company's time zone (a Draft invoice voided unposted).
UPDATE "invoices" i SET "void_date" = coalesce(
	(SELECT max(e."date") FROM "journal_entries" e
	  WHERE e."company_id" = i."company_id" AND e."source_type" = 'invoice-void' AND e."source_id" = i."id"::text),
	(SELECT (i."voided_at" AT TIME ZONE c."time_zone")::date FROM "companies" c WHERE c."id" = i."company_id"))
 WHERE i."status" = 'Void' AND i."void_date" IS NULL;--> statement-breakpoint
UPDATE "bills" b SET "void_date" = coalesce(
	(SELECT max(e."date") FROM "journal_entries" e
	  WHERE e."company_id" = b."company_id" AND e."source_type" = 'bill-void' AND e."source_id" = b."id"::text),
	(SELECT (b."voided_at" AT TIME ZONE c."time_zone")::date FROM "companies" c WHERE c."id" = b."company_id"))
 WHERE b."status" = 'Void' AND b."void_date" IS NULL;
