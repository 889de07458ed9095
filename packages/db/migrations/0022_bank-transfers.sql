CREATE TABLE "bank_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"transfer_number" text NOT NULL,
	"from_bank_account_id" uuid NOT NULL,
	"to_bank_account_id" uuid NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"date" date NOT NULL,
	"reference" text,
	"notes" text,
	"status" text DEFAULT 'Completed' NOT NULL,
	"entry_id" uuid,
	"void_entry_id" uuid,
	"voided_at" timestamp with time zone,
	"void_reason" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_transfers_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "bank_transfers_number_key" UNIQUE("company_id","transfer_number"),
	CONSTRAINT "bank_transfers_amount_check" CHECK ("bank_transfers"."amount" > 0),
	CONSTRAINT "bank_transfers_accounts_check" CHECK ("bank_transfers"."from_bank_account_id" <> "bank_transfers"."to_bank_account_id"),
	CONSTRAINT "bank_transfers_status_check" CHECK ("bank_transfers"."status" in ('Completed', 'Voided'))
);
--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_company_id_from_bank_account_id_bank_accounts_company_id_id_fk" FOREIGN KEY ("company_id","from_bank_account_id") REFERENCES "public"."bank_accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_transfers" ADD CONSTRAINT "bank_transfers_company_id_to_bank_account_id_bank_accounts_company_id_id_fk" FOREIGN KEY ("company_id","to_bank_account_id") REFERENCES "public"."bank_accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_transfers_date_idx" ON "bank_transfers" USING btree ("company_id","date");