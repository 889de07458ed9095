CREATE TABLE "etims_codes" (
	"company_id" uuid NOT NULL,
	"list" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"tax_type" text,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "etims_codes_company_id_list_code_pk" PRIMARY KEY("company_id","list","code")
);
--> statement-breakpoint
ALTER TABLE "etims_codes" ADD CONSTRAINT "etims_codes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;