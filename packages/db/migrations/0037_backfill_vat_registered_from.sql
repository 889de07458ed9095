-- Companies from before VAT registration decided VAT: keep charging VAT as they did. A company flagged
-- VAT-registered, or one that has charged VAT on an invoice, is registered from 2000-01-01 (the first
-- business date the API accepts), so every document it holds stays taxed as it was stored. The others
-- stay not registered (the default for a new company).
UPDATE "companies" SET "vat_registered" = true, "vat_registered_from" = '2000-01-01'
WHERE "vat_registered_from" IS NULL
  AND ("vat_registered" OR EXISTS (
    SELECT 1 FROM "invoices" i WHERE i."company_id" = "companies"."id" AND i."tax_total" <> 0
  ));
