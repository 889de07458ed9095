-- Posting adds the entry's lines to the daily and to the monthly balances, in the same transaction.
CREATE OR REPLACE FUNCTION tawi_add_posted_balances() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'Posted' AND (TG_OP = 'INSERT' OR OLD.status <> 'Posted') THEN
    INSERT INTO account_balances (company_id, branch_id, account_id, day, debit, credit)
    SELECT l.company_id, l.branch_id, l.account_id, NEW.date, sum(l.debit), sum(l.credit)
      FROM journal_lines l WHERE l.entry_id = NEW.id
     GROUP BY l.company_id, l.branch_id, l.account_id
    ON CONFLICT (company_id, branch_id, account_id, day) DO UPDATE
      SET debit = account_balances.debit + EXCLUDED.debit,
          credit = account_balances.credit + EXCLUDED.credit;
    INSERT INTO account_month_balances (company_id, branch_id, account_id, month, debit, credit)
    SELECT l.company_id, l.branch_id, l.account_id, date_trunc('month', NEW.date)::date, sum(l.debit), sum(l.credit)
      FROM journal_lines l WHERE l.entry_id = NEW.id
     GROUP BY l.company_id, l.branch_id, l.account_id
    ON CONFLICT (company_id, branch_id, account_id, month) DO UPDATE
      SET debit = account_month_balances.debit + EXCLUDED.debit,
          credit = account_month_balances.credit + EXCLUDED.credit;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Months of what was posted before this table existed.
INSERT INTO account_month_balances (company_id, branch_id, account_id, month, debit, credit)
SELECT company_id, branch_id, account_id, date_trunc('month', day)::date, sum(debit), sum(credit)
  FROM account_balances
 GROUP BY company_id, branch_id, account_id, date_trunc('month', day)::date;
