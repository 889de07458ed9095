-- Cost prices and margins became a permission of their own (costs:read). The built-in roles that saw
-- them before and keep seeing them get it; Sales, Storekeeper and HR & Payroll do not. Custom roles
-- start without it: an owner grants it in Settings > Roles.
UPDATE "roles" SET "permissions" = "permissions" || '["costs:read"]'::jsonb
WHERE "built_in"
  AND "key" IN ('owner', 'administrator', 'accountant', 'branch_manager', 'viewer')
  AND NOT ("permissions" ? 'costs:read');
