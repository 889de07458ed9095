-- Branches are an accounting dimension: every journal entry balances within each branch, and value that
-- moves between branches passes through the company's inter-branch account (system key inter_branch;
-- per branch its balance is what the other branches owe it, debit, or it owes them, credit; over the
-- company it nets to zero). See docs/adr/003-inter-branch-account.md.

-- 1. The inter-branch account for every company that has none (code 1900, or the first free 19xx).
INSERT INTO accounts (company_id, code, name, type, subtype, system_key)
SELECT c.id,
       (SELECT min(free.code)
          FROM (SELECT '19' || lpad(n::text, 2, '0') AS code FROM generate_series(0, 99) AS n) AS free
         WHERE NOT EXISTS (SELECT 1 FROM accounts a WHERE a.company_id = c.id AND a.code = free.code)),
       'Inter-branch Account', 'asset', 'inter_branch', 'inter_branch'
  FROM companies c
 WHERE NOT EXISTS (SELECT 1 FROM accounts a WHERE a.company_id = c.id AND a.system_key = 'inter_branch');
--> statement-breakpoint
-- 2. Checked at commit: a Posted entry has at least two lines, its debits equal its credits, and they do
-- so within every branch. A correcting entry written below is checked together with the entry it
-- corrects (the pair balances per branch; neither can on its own, posted entries being immutable).
CREATE OR REPLACE FUNCTION tawi_check_entry_balances() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  total_debit numeric;
  total_credit numeric;
  line_count integer;
  checked uuid[];
  off_branch uuid;
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
  checked := CASE WHEN NEW.source_type = 'inter-branch-correction'
                  THEN ARRAY[NEW.id, NEW.source_id::uuid] ELSE ARRAY[NEW.id] END;
  SELECT branch_id INTO off_branch
    FROM journal_lines WHERE entry_id = ANY (checked)
   GROUP BY branch_id HAVING sum(debit) <> sum(credit) LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'journal entry % does not balance within branch %', NEW.number, off_branch
      USING ERRCODE = '23514';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- 3. Entries posted before this rule that do not balance per branch (a transfer's receipt debited
-- inventory at the destination and credited stock in transit at the source) are left as they are
-- (posted entries are never edited); each gets one correcting entry, dated with it, numbered from the
-- company's JE counter, with one inter-branch line per branch that was off. Idempotent: an entry that
-- already has its correction is skipped.
DO $$
DECLARE
  e record;
  ib uuid;
  n integer;
  correction uuid;
BEGIN
  FOR e IN
    SELECT je.id, je.company_id, je.branch_id, je.number, je.date, je.created_by
      FROM journal_entries je
     WHERE je.status = 'Posted' AND je.source_type IS DISTINCT FROM 'inter-branch-correction'
       AND EXISTS (SELECT 1 FROM journal_lines l WHERE l.entry_id = je.id
                    GROUP BY l.branch_id HAVING sum(l.debit) <> sum(l.credit))
       AND NOT EXISTS (SELECT 1 FROM journal_entries c
                        WHERE c.company_id = je.company_id AND c.source_type = 'inter-branch-correction'
                          AND c.source_id = je.id::text)
     ORDER BY je.company_id, je.date, je.posted_at, je.number
  LOOP
    SELECT id INTO ib FROM accounts WHERE company_id = e.company_id AND system_key = 'inter_branch';
    INSERT INTO counters (company_id, key, last_number) VALUES (e.company_id, 'JE', 1)
      ON CONFLICT (company_id, key) DO UPDATE SET last_number = counters.last_number + 1
      RETURNING last_number INTO n;
    INSERT INTO journal_entries (company_id, branch_id, number, date, memo, status, source_type, source_id, created_by)
    VALUES (e.company_id, e.branch_id,
            'JE-' || CASE WHEN n < 10000 THEN lpad(n::text, 4, '0') ELSE n::text END,
            e.date, 'Inter-branch correction of ' || e.number || ': each branch balanced on its own',
            'Draft', 'inter-branch-correction', e.id::text, e.created_by)
    RETURNING id INTO correction;
    INSERT INTO journal_lines (company_id, entry_id, line_no, account_id, branch_id, debit, credit, description)
    SELECT e.company_id, correction, row_number() OVER (ORDER BY off.net, off.branch_id), ib, off.branch_id,
           CASE WHEN off.net < 0 THEN -off.net ELSE 0 END, CASE WHEN off.net > 0 THEN off.net ELSE 0 END,
           'Inter-branch'
      FROM (SELECT branch_id, sum(debit) - sum(credit) AS net
              FROM journal_lines WHERE entry_id = e.id
             GROUP BY branch_id HAVING sum(debit) <> sum(credit)) AS off;
    UPDATE journal_entries SET status = 'Posted', posted_at = now(), updated_at = now() WHERE id = correction;
  END LOOP;
END $$;
