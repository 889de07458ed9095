CREATE TABLE "employees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"employee_number" text NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"department" text NOT NULL,
	"employment_type" text NOT NULL,
	"position" text NOT NULL,
	"hire_date" date,
	"basic_salary" numeric(18, 2) DEFAULT '0' NOT NULL,
	"transport_allowance" numeric(18, 2) DEFAULT '0' NOT NULL,
	"housing_allowance" numeric(18, 2) DEFAULT '0' NOT NULL,
	"lunch_allowance" numeric(18, 2) DEFAULT '0' NOT NULL,
	"overtime_rate" numeric(18, 2) DEFAULT '0' NOT NULL,
	"kra_pin" text,
	"nssf_number" text,
	"shif_number" text,
	"payment_method" text DEFAULT 'bank' NOT NULL,
	"bank_name" text,
	"bank_branch" text,
	"bank_account_number" text,
	"mpesa_phone" text,
	"resident" boolean DEFAULT true NOT NULL,
	"user_id" uuid,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employees_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "employees_department_check" CHECK ("employees"."department" in ('hr', 'finance', 'engineering', 'marketing', 'sales', 'operations', 'customer_service', 'administration')),
	CONSTRAINT "employees_employment_type_check" CHECK ("employees"."employment_type" in ('full_time', 'part_time', 'contract', 'intern', 'consultant')),
	CONSTRAINT "employees_payment_method_check" CHECK ("employees"."payment_method" in ('bank', 'mpesa')),
	CONSTRAINT "employees_amounts_check" CHECK ("employees"."basic_salary" >= 0 and "employees"."transport_allowance" >= 0 and "employees"."housing_allowance" >= 0 and "employees"."lunch_allowance" >= 0 and "employees"."overtime_rate" >= 0)
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"attachment_name" text,
	"attachment_type" text,
	"attachment" "bytea",
	"status" text DEFAULT 'queued' NOT NULL,
	"error" text,
	"source_type" text,
	"source_id" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbox_status_check" CHECK ("outbox"."status" in ('queued', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "payroll_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"payroll_number" text NOT NULL,
	"employee_id" uuid NOT NULL,
	"period" text NOT NULL,
	"status" text DEFAULT 'Processed' NOT NULL,
	"employee_number" text NOT NULL,
	"employee_name" text NOT NULL,
	"employee_email" text NOT NULL,
	"department" text NOT NULL,
	"position" text NOT NULL,
	"employment_type" text NOT NULL,
	"kra_pin" text,
	"resident" boolean NOT NULL,
	"health_scheme" text NOT NULL,
	"basic_salary" numeric(18, 2) NOT NULL,
	"overtime_hours" numeric(8, 2) DEFAULT '0' NOT NULL,
	"overtime_rate" numeric(18, 2) DEFAULT '0' NOT NULL,
	"overtime_pay" numeric(18, 2) DEFAULT '0' NOT NULL,
	"transport_allowance" numeric(18, 2) DEFAULT '0' NOT NULL,
	"housing_allowance" numeric(18, 2) DEFAULT '0' NOT NULL,
	"lunch_allowance" numeric(18, 2) DEFAULT '0' NOT NULL,
	"gross_pay" numeric(18, 2) NOT NULL,
	"nssf" numeric(18, 2) NOT NULL,
	"shif" numeric(18, 2) NOT NULL,
	"nhif" numeric(18, 2) NOT NULL,
	"housing_levy" numeric(18, 2) NOT NULL,
	"taxable_pay" numeric(18, 2) NOT NULL,
	"tax_before_relief" numeric(18, 2) NOT NULL,
	"personal_relief" numeric(18, 2) NOT NULL,
	"insurance_relief" numeric(18, 2) NOT NULL,
	"housing_relief" numeric(18, 2) NOT NULL,
	"paye" numeric(18, 2) NOT NULL,
	"total_deductions" numeric(18, 2) NOT NULL,
	"net_pay" numeric(18, 2) NOT NULL,
	"employer_nssf" numeric(18, 2) NOT NULL,
	"employer_housing_levy" numeric(18, 2) NOT NULL,
	"nita" numeric(18, 2) NOT NULL,
	"notes" text,
	"pay_date" date,
	"bank_account_id" uuid,
	"journal_entry_id" uuid,
	"payment_entry_id" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_records_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "payroll_records_status_check" CHECK ("payroll_records"."status" in ('Processed', 'Paid')),
	CONSTRAINT "payroll_records_period_check" CHECK ("payroll_records"."period" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "payroll_records_paid_check" CHECK ("payroll_records"."status" <> 'Paid' or ("payroll_records"."pay_date" is not null and "payroll_records"."payment_entry_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_company_id_branch_id_branches_company_id_id_fk" FOREIGN KEY ("company_id","branch_id") REFERENCES "public"."branches"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_company_id_user_id_users_company_id_id_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_records" ADD CONSTRAINT "payroll_records_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_records" ADD CONSTRAINT "payroll_records_company_id_branch_id_branches_company_id_id_fk" FOREIGN KEY ("company_id","branch_id") REFERENCES "public"."branches"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_records" ADD CONSTRAINT "payroll_records_company_id_employee_id_employees_company_id_id_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_records" ADD CONSTRAINT "payroll_records_company_id_bank_account_id_bank_accounts_company_id_id_fk" FOREIGN KEY ("company_id","bank_account_id") REFERENCES "public"."bank_accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_records" ADD CONSTRAINT "payroll_records_company_id_journal_entry_id_journal_entries_company_id_id_fk" FOREIGN KEY ("company_id","journal_entry_id") REFERENCES "public"."journal_entries"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_records" ADD CONSTRAINT "payroll_records_company_id_payment_entry_id_journal_entries_company_id_id_fk" FOREIGN KEY ("company_id","payment_entry_id") REFERENCES "public"."journal_entries"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "employees_company_number_key" ON "employees" USING btree ("company_id","employee_number");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_company_user_key" ON "employees" USING btree ("company_id","user_id") WHERE "employees"."user_id" is not null and not "employees"."is_deleted";--> statement-breakpoint
CREATE INDEX "employees_branch_name_idx" ON "employees" USING btree ("company_id","branch_id",lower("full_name")) WHERE not "employees"."is_deleted";--> statement-breakpoint
CREATE INDEX "outbox_company_created_idx" ON "outbox" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_records_company_number_key" ON "payroll_records" USING btree ("company_id","payroll_number");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_records_employee_period_key" ON "payroll_records" USING btree ("company_id","employee_id","period");--> statement-breakpoint
CREATE INDEX "payroll_records_period_idx" ON "payroll_records" USING btree ("company_id","branch_id","period");