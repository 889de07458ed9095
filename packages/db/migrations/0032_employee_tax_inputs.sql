CREATE TABLE "employee_tax_inputs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"effective_from" date NOT NULL,
	"resident" boolean DEFAULT true NOT NULL,
	"employment" text DEFAULT 'primary' NOT NULL,
	"disability_certificate" text,
	"disability_certificate_expires" date,
	"registered_pension" numeric(18, 2) DEFAULT '0' NOT NULL,
	"post_retirement_medical_fund" numeric(18, 2) DEFAULT '0' NOT NULL,
	"mortgage_interest" numeric(18, 2) DEFAULT '0' NOT NULL,
	"insurance_premium" numeric(18, 2) DEFAULT '0' NOT NULL,
	"car_cost" numeric(18, 2) DEFAULT '0' NOT NULL,
	"car_prescribed_value" numeric(18, 2) DEFAULT '0' NOT NULL,
	"meals" numeric(18, 2) DEFAULT '0' NOT NULL,
	"non_cash_benefits" numeric(18, 2) DEFAULT '0' NOT NULL,
	"housing_type" text DEFAULT 'none' NOT NULL,
	"housing_value" numeric(18, 2) DEFAULT '0' NOT NULL,
	"other_benefits" numeric(18, 2) DEFAULT '0' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_tax_inputs_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "employee_tax_inputs_employment_check" CHECK ("employee_tax_inputs"."employment" in ('primary', 'secondary')),
	CONSTRAINT "employee_tax_inputs_housing_type_check" CHECK ("employee_tax_inputs"."housing_type" in ('none', 'employer-owned', 'employer-rented')),
	CONSTRAINT "employee_tax_inputs_amounts_check" CHECK ("employee_tax_inputs"."registered_pension" >= 0 and "employee_tax_inputs"."post_retirement_medical_fund" >= 0 and "employee_tax_inputs"."mortgage_interest" >= 0 and "employee_tax_inputs"."insurance_premium" >= 0 and "employee_tax_inputs"."car_cost" >= 0 and "employee_tax_inputs"."car_prescribed_value" >= 0 and "employee_tax_inputs"."meals" >= 0 and "employee_tax_inputs"."non_cash_benefits" >= 0 and "employee_tax_inputs"."housing_value" >= 0 and "employee_tax_inputs"."other_benefits" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payroll_records" ADD COLUMN "nssf_number" text;--> statement-breakpoint
ALTER TABLE "payroll_records" ADD COLUMN "shif_number" text;--> statement-breakpoint
ALTER TABLE "payroll_records" ADD COLUMN "employment" text DEFAULT 'primary' NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_records" ADD COLUMN "disability_certificate" text;--> statement-breakpoint
ALTER TABLE "payroll_records" ADD COLUMN "car_benefit" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_records" ADD COLUMN "meals_benefit" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_records" ADD COLUMN "non_cash_benefit" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_records" ADD COLUMN "housing_type" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_records" ADD COLUMN "housing_benefit" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_records" ADD COLUMN "other_benefits" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_records" ADD COLUMN "pension_deduction" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_records" ADD COLUMN "other_pension" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_records" ADD COLUMN "post_retirement_medical_fund" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_records" ADD COLUMN "mortgage_interest" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "payroll_records" ADD COLUMN "disability_exemption" numeric(18, 2) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "employee_tax_inputs" ADD CONSTRAINT "employee_tax_inputs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_tax_inputs" ADD CONSTRAINT "employee_tax_inputs_company_id_employee_id_employees_company_id_id_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "employee_tax_inputs_employee_from_key" ON "employee_tax_inputs" USING btree ("company_id","employee_id","effective_from");