CREATE TABLE "contact_month_balances" (
	"company_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"contact_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"month" date NOT NULL,
	"debit" numeric(18, 2) DEFAULT '0' NOT NULL,
	"credit" numeric(18, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "contact_month_balances_company_id_account_id_contact_id_branch_id_month_pk" PRIMARY KEY("company_id","account_id","contact_id","branch_id","month"),
	CONSTRAINT "contact_month_balances_first_day_check" CHECK (extract(day from "contact_month_balances"."month") = 1)
);
--> statement-breakpoint
ALTER TABLE "contact_month_balances" ADD CONSTRAINT "contact_month_balances_company_id_account_id_accounts_company_id_id_fk" FOREIGN KEY ("company_id","account_id") REFERENCES "public"."accounts"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_month_balances" ADD CONSTRAINT "contact_month_balances_company_id_branch_id_branches_company_id_id_fk" FOREIGN KEY ("company_id","branch_id") REFERENCES "public"."branches"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Posting also adds the lines that carry a customer or supplier to their monthly balances (same transaction).
CREATE OR REPLACE FUNCTION tawi_add_posted_balances() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'Posted' AND (TG_OP = 'INSERT' OR OLD.status <> 'Posted') THEN
    INSERT INTO account_balances (company_id, branch_id, account_id, day, debit, credit, line_count)
    SELECT l.company_id, l.branch_id, l.account_id, NEW.date, sum(l.debit), sum(l.credit), count(*)
      FROM journal_lines l WHERE l.entry_id = NEW.id
     GROUP BY l.company_id, l.branch_id, l.account_id
    ON CONFLICT (company_id, branch_id, account_id, day) DO UPDATE
      SET debit = account_balances.debit + EXCLUDED.debit,
          credit = account_balances.credit + EXCLUDED.credit,
          line_count = account_balances.line_count + EXCLUDED.line_count;
    INSERT INTO account_month_balances (company_id, branch_id, account_id, month, debit, credit, line_count)
    SELECT l.company_id, l.branch_id, l.account_id, date_trunc('month', NEW.date)::date, sum(l.debit), sum(l.credit), count(*)
      FROM journal_lines l WHERE l.entry_id = NEW.id
     GROUP BY l.company_id, l.branch_id, l.account_id
    ON CONFLICT (company_id, branch_id, account_id, month) DO UPDATE
      SET debit = account_month_balances.debit + EXCLUDED.debit,
          credit = account_month_balances.credit + EXCLUDED.credit,
          line_count = account_month_balances.line_count + EXCLUDED.line_count;
    INSERT INTO contact_month_balances (company_id, account_id, contact_id, branch_id, month, debit, credit)
    SELECT l.company_id, l.account_id, l.contact_id, l.branch_id, date_trunc('month', NEW.date)::date, sum(l.debit), sum(l.credit)
      FROM journal_lines l WHERE l.entry_id = NEW.id AND l.contact_id IS NOT NULL
     GROUP BY l.company_id, l.account_id, l.contact_id, l.branch_id
    ON CONFLICT (company_id, account_id, contact_id, branch_id, month) DO UPDATE
      SET debit = contact_month_balances.debit + EXCLUDED.debit,
          credit = contact_month_balances.credit + EXCLUDED.credit;
    INSERT INTO journal_day_counts (company_id, day, entries) VALUES (NEW.company_id, NEW.date, 1)
    ON CONFLICT (company_id, day) DO UPDATE SET entries = journal_day_counts.entries + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The months of what was posted before this table existed.
INSERT INTO contact_month_balances (company_id, account_id, contact_id, branch_id, month, debit, credit)
SELECT l.company_id, l.account_id, l.contact_id, l.branch_id, date_trunc('month', e.date)::date, sum(l.debit), sum(l.credit)
  FROM journal_lines l
  JOIN journal_entries e ON e.company_id = l.company_id AND e.id = l.entry_id
 WHERE e.status = 'Posted' AND l.contact_id IS NOT NULL
 GROUP BY l.company_id, l.account_id, l.contact_id, l.branch_id, date_trunc('month', e.date)::date;
