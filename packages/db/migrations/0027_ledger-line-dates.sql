ALTER TABLE "account_balances" ADD COLUMN "line_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "account_month_balances" ADD COLUMN "line_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "journal_lines" ADD COLUMN "date" date;--> statement-breakpoint
CREATE INDEX "journal_lines_account_date_idx" ON "journal_lines" USING btree ("company_id","account_id","date");--> statement-breakpoint
-- A line carries its entry's date (for the general ledger's index), set when the line is written.
CREATE FUNCTION tawi_set_line_date() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT date INTO NEW.date FROM journal_entries WHERE id = NEW.entry_id;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER journal_lines_date BEFORE INSERT OR UPDATE OF entry_id ON journal_lines
  FOR EACH ROW EXECUTE FUNCTION tawi_set_line_date();
--> statement-breakpoint
-- A Draft whose date changes takes its lines along (before the row changes, so they are still a Draft's).
CREATE FUNCTION tawi_move_line_dates() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.date IS DISTINCT FROM OLD.date AND OLD.status <> 'Posted' THEN
    UPDATE journal_lines SET date = NEW.date WHERE entry_id = NEW.id;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER journal_entries_line_dates BEFORE UPDATE OF date ON journal_entries
  FOR EACH ROW EXECUTE FUNCTION tawi_move_line_dates();
--> statement-breakpoint
ALTER TABLE journal_lines DISABLE TRIGGER journal_lines_immutable;
--> statement-breakpoint
UPDATE journal_lines l SET date = e.date FROM journal_entries e WHERE e.id = l.entry_id;
--> statement-breakpoint
ALTER TABLE journal_lines ENABLE TRIGGER journal_lines_immutable;
--> statement-breakpoint
ALTER TABLE journal_lines ALTER COLUMN date SET NOT NULL;
--> statement-breakpoint
ALTER TABLE journal_lines ALTER COLUMN date SET DEFAULT current_date;
--> statement-breakpoint
-- The lines posted so far, counted into their balance rows (from 0028 on, posting counts them).
UPDATE account_balances b SET line_count = c.n
  FROM (SELECT l.company_id, l.branch_id, l.account_id, e.date, count(*) AS n
          FROM journal_lines l JOIN journal_entries e ON e.id = l.entry_id
         WHERE e.status = 'Posted'
         GROUP BY l.company_id, l.branch_id, l.account_id, e.date) c
 WHERE b.company_id = c.company_id AND b.branch_id = c.branch_id AND b.account_id = c.account_id AND b.day = c.date;
--> statement-breakpoint
UPDATE account_month_balances m SET line_count = c.n
  FROM (SELECT company_id, branch_id, account_id, date_trunc('month', day)::date AS month, sum(line_count) AS n
          FROM account_balances
         GROUP BY company_id, branch_id, account_id, date_trunc('month', day)::date) c
 WHERE m.company_id = c.company_id AND m.branch_id = c.branch_id AND m.account_id = c.account_id AND m.month = c.month;
