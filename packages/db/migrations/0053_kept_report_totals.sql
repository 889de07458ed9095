CREATE TABLE "audit_hour_counts" (
	"company_id" uuid NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"entries" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "audit_hour_counts_company_id_hour_pk" PRIMARY KEY("company_id","hour")
);
--> statement-breakpoint
CREATE TABLE "receipt_month_totals" (
	"company_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"month" date NOT NULL,
	"receipts" integer DEFAULT 0 NOT NULL,
	"amount" numeric(18, 2) DEFAULT '0' NOT NULL,
	"unallocated" numeric(18, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "receipt_month_totals_company_id_branch_id_month_pk" PRIMARY KEY("company_id","branch_id","month")
);
--> statement-breakpoint
CREATE INDEX "audit_log_user_at_idx" ON "audit_log" USING btree ("company_id","user_id","at");--> statement-breakpoint
-- A branch's Completed receipts per month, moved at commit like document_counts (migration 0029): the
-- constraint trigger deferred to the end of the transaction takes the totals row's lock last, after every
-- lock the use case took up front (ARCHITECTURE.md, lock order). Each event carries its own OLD and NEW,
-- so a receipt inserted and then applied or voided in one transaction adds up exactly.
CREATE OR REPLACE FUNCTION tawi_total_receipt_months() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') AND OLD.status = 'Completed' THEN
    UPDATE receipt_month_totals
       SET receipts = receipts - 1, amount = amount - OLD.amount, unallocated = unallocated - OLD.unallocated
     WHERE company_id = OLD.company_id AND branch_id = OLD.branch_id
       AND month = date_trunc('month', OLD.date)::date;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status = 'Completed' THEN
    INSERT INTO receipt_month_totals (company_id, branch_id, month, receipts, amount, unallocated)
    VALUES (NEW.company_id, NEW.branch_id, date_trunc('month', NEW.date)::date, 1, NEW.amount, NEW.unallocated)
    ON CONFLICT (company_id, branch_id, month) DO UPDATE
      SET receipts = receipt_month_totals.receipts + 1,
          amount = receipt_month_totals.amount + excluded.amount,
          unallocated = receipt_month_totals.unallocated + excluded.unallocated;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER customer_receipts_month_totals
  AFTER INSERT OR DELETE OR UPDATE OF status, amount, unallocated, date, branch_id ON customer_receipts
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION tawi_total_receipt_months();
--> statement-breakpoint
INSERT INTO receipt_month_totals (company_id, branch_id, month, receipts, amount, unallocated)
SELECT company_id, branch_id, date_trunc('month', date)::date, count(*), sum(amount), sum(unallocated)
  FROM customer_receipts WHERE status = 'Completed' GROUP BY 1, 2, 3;
--> statement-breakpoint
-- Audit entries per company and UTC hour, counted at commit the same way.
CREATE OR REPLACE FUNCTION tawi_count_audit_hours() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE audit_hour_counts SET entries = entries - 1
     WHERE company_id = OLD.company_id AND hour = date_trunc('hour', OLD.at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC';
  ELSE
    INSERT INTO audit_hour_counts (company_id, hour, entries)
    VALUES (NEW.company_id, date_trunc('hour', NEW.at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', 1)
    ON CONFLICT (company_id, hour) DO UPDATE SET entries = audit_hour_counts.entries + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER audit_log_hour_counts AFTER INSERT OR DELETE ON audit_log
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION tawi_count_audit_hours();
--> statement-breakpoint
INSERT INTO audit_hour_counts (company_id, hour, entries)
SELECT company_id, date_trunc('hour', at AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', count(*) FROM audit_log GROUP BY 1, 2;
