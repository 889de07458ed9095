CREATE TABLE "vat_filing_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"period" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"description" text,
	"uploaded_by" uuid,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vat_filings" (
	"company_id" uuid NOT NULL,
	"period" text NOT NULL,
	"filing_date" date NOT NULL,
	"reference" text,
	"figures" jsonb NOT NULL,
	"filed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vat_filings_company_id_period_pk" PRIMARY KEY("company_id","period")
);
--> statement-breakpoint
ALTER TABLE "vat_filing_reports" ADD CONSTRAINT "vat_filing_reports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vat_filings" ADD CONSTRAINT "vat_filings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vat_filing_reports_period_idx" ON "vat_filing_reports" USING btree ("company_id","period");