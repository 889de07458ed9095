-- Withholding VAT (issue 17 §3): two system accounts for every company that has them not yet (new companies
-- get them from the default chart): 1310 Withholding VAT Receivable (VAT customers withheld, a credit
-- against VAT due) and 2110 Withholding VAT Payable (VAT the company withheld from suppliers, due to KRA).
-- Code 1310 / 2110, or the first free code of 13xx / 21xx when the company used it for something else.
INSERT INTO accounts (company_id, code, name, type, subtype, system_key)
SELECT c.id,
       (SELECT min(free.code)
          FROM (SELECT '13' || lpad(n::text, 2, '0') AS code FROM generate_series(10, 99) AS n) AS free
         WHERE NOT EXISTS (SELECT 1 FROM accounts a WHERE a.company_id = c.id AND a.code = free.code)),
       'Withholding VAT Receivable', 'asset', 'tax', 'vat_withholding_receivable'
  FROM companies c
 WHERE NOT EXISTS (SELECT 1 FROM accounts a WHERE a.company_id = c.id AND a.system_key = 'vat_withholding_receivable');
--> statement-breakpoint
INSERT INTO accounts (company_id, code, name, type, subtype, system_key)
SELECT c.id,
       (SELECT min(free.code)
          FROM (SELECT '21' || lpad(n::text, 2, '0') AS code FROM generate_series(10, 99) AS n) AS free
         WHERE NOT EXISTS (SELECT 1 FROM accounts a WHERE a.company_id = c.id AND a.code = free.code)),
       'Withholding VAT Payable', 'liability', 'tax', 'vat_withheld_payable'
  FROM companies c
 WHERE NOT EXISTS (SELECT 1 FROM accounts a WHERE a.company_id = c.id AND a.system_key = 'vat_withheld_payable');
