CREATE TABLE "journal_day_counts" (
	"company_id" uuid NOT NULL,
	"day" date NOT NULL,
	"entries" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "journal_day_counts_company_id_day_pk" PRIMARY KEY("company_id","day")
);
--> statement-breakpoint
ALTER TABLE "journal_day_counts" ADD CONSTRAINT "journal_day_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journal_entries_posted_order_idx" ON "journal_entries" USING btree ("company_id","date",length("number"),"number") WHERE "journal_entries"."status" = 'Posted';--> statement-breakpoint
-- Posting counts the lines into the balances and the entry on its day (the journal's total is a sum of days).
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
    INSERT INTO journal_day_counts (company_id, day, entries) VALUES (NEW.company_id, NEW.date, 1)
    ON CONFLICT (company_id, day) DO UPDATE SET entries = journal_day_counts.entries + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO journal_day_counts (company_id, day, entries)
SELECT company_id, date, count(*) FROM journal_entries WHERE status = 'Posted' GROUP BY company_id, date;
