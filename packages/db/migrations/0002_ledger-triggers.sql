-- Posted journal entries are immutable: no UPDATE or DELETE of a Posted entry, and no change to the
-- lines of one. Corrections are reversing entries.
CREATE FUNCTION tawi_refuse_posted_entry_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'Posted' THEN
    RAISE EXCEPTION 'journal entry % is posted and cannot be changed', OLD.number USING ERRCODE = 'P0001';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;
--> statement-breakpoint
CREATE TRIGGER journal_entries_immutable BEFORE UPDATE OR DELETE ON journal_entries
  FOR EACH ROW EXECUTE FUNCTION tawi_refuse_posted_entry_change();
--> statement-breakpoint
CREATE FUNCTION tawi_refuse_posted_line_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  entry_status text;
BEGIN
  SELECT status INTO entry_status FROM journal_entries
   WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.entry_id ELSE NEW.entry_id END;
  IF entry_status = 'Posted' OR (TG_OP <> 'INSERT' AND (SELECT status FROM journal_entries WHERE id = OLD.entry_id) = 'Posted') THEN
    RAISE EXCEPTION 'lines of a posted journal entry cannot be changed' USING ERRCODE = 'P0001';
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;
--> statement-breakpoint
CREATE TRIGGER journal_lines_immutable BEFORE INSERT OR UPDATE OR DELETE ON journal_lines
  FOR EACH ROW EXECUTE FUNCTION tawi_refuse_posted_line_change();
--> statement-breakpoint
-- Checked at commit: a Posted entry has at least two lines and its debits equal its credits.
CREATE FUNCTION tawi_check_entry_balances() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total_debit numeric;
  total_credit numeric;
  line_count integer;
BEGIN
  IF NEW.status <> 'Posted' THEN
    RETURN NULL;
  END IF;
  SELECT coalesce(sum(debit), 0), coalesce(sum(credit), 0), count(*)
    INTO total_debit, total_credit, line_count
    FROM journal_lines WHERE entry_id = NEW.id;
  IF line_count < 2 OR total_debit <> total_credit THEN
    RAISE EXCEPTION 'journal entry % does not balance (debits %, credits %, lines %)',
      NEW.number, total_debit, total_credit, line_count USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER journal_entries_balanced AFTER INSERT OR UPDATE ON journal_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION tawi_check_entry_balances();
--> statement-breakpoint
-- Posting adds the entry's lines to the daily balances, in the same transaction.
CREATE FUNCTION tawi_add_posted_balances() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status = 'Posted' AND (TG_OP = 'INSERT' OR OLD.status <> 'Posted') THEN
    INSERT INTO account_balances (company_id, branch_id, account_id, day, debit, credit)
    SELECT l.company_id, l.branch_id, l.account_id, NEW.date, sum(l.debit), sum(l.credit)
      FROM journal_lines l WHERE l.entry_id = NEW.id
     GROUP BY l.company_id, l.branch_id, l.account_id
    ON CONFLICT (company_id, branch_id, account_id, day) DO UPDATE
      SET debit = account_balances.debit + EXCLUDED.debit,
          credit = account_balances.credit + EXCLUDED.credit;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER journal_entries_balances AFTER INSERT OR UPDATE ON journal_entries
  FOR EACH ROW EXECUTE FUNCTION tawi_add_posted_balances();
