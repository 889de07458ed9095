-- A Paid payroll record is final: the database refuses to change or delete it (corrections are new entries).
CREATE FUNCTION tawi_refuse_paid_payroll_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'paid payroll records cannot be changed or deleted' USING ERRCODE = 'P0001';
END $$;
--> statement-breakpoint
CREATE TRIGGER payroll_records_paid_final BEFORE UPDATE OR DELETE ON payroll_records
  FOR EACH ROW WHEN (OLD.status = 'Paid') EXECUTE FUNCTION tawi_refuse_paid_payroll_change();
