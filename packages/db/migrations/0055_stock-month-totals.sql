CREATE TABLE "stock_month_totals" (
	"company_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"month" date NOT NULL,
	"quantity" numeric(20, 3) DEFAULT '0' NOT NULL,
	"value" numeric(18, 2) DEFAULT '0' NOT NULL,
	"sold" numeric(18, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "stock_month_totals_company_id_branch_id_product_id_month_pk" PRIMARY KEY("company_id","branch_id","product_id","month")
);
--> statement-breakpoint
-- A product's stock movements per branch and month, moved at commit like receipt_month_totals (migration
-- 0053): the deferred constraint trigger takes the totals row's lock last (ARCHITECTURE.md, lock order).
-- `sold` is the cost of sales of the inventory turnover: minus the value of sales and of customer returns
-- (a return that is not a bill's void).
CREATE OR REPLACE FUNCTION tawi_sold_value(kind text, source_type text, value numeric) RETURNS numeric
  LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN kind = 'sale' OR (kind = 'return' AND source_type <> 'bill-void') THEN -value ELSE 0 END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tawi_total_stock_months() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE stock_month_totals
       SET quantity = quantity - OLD.quantity, value = value - OLD.value,
           sold = sold - tawi_sold_value(OLD.kind, OLD.source_type, OLD.value)
     WHERE company_id = OLD.company_id AND branch_id = OLD.branch_id AND product_id = OLD.product_id
       AND month = date_trunc('month', OLD.date)::date;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO stock_month_totals (company_id, branch_id, product_id, month, quantity, value, sold)
    VALUES (NEW.company_id, NEW.branch_id, NEW.product_id, date_trunc('month', NEW.date)::date, NEW.quantity,
            NEW.value, tawi_sold_value(NEW.kind, NEW.source_type, NEW.value))
    ON CONFLICT (company_id, branch_id, product_id, month) DO UPDATE
      SET quantity = stock_month_totals.quantity + excluded.quantity,
          value = stock_month_totals.value + excluded.value,
          sold = stock_month_totals.sold + excluded.sold;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER stock_movements_month_totals
  AFTER INSERT OR DELETE OR UPDATE ON stock_movements
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION tawi_total_stock_months();
--> statement-breakpoint
INSERT INTO stock_month_totals (company_id, branch_id, product_id, month, quantity, value, sold)
SELECT company_id, branch_id, product_id, date_trunc('month', date)::date, sum(quantity), sum(value),
       sum(tawi_sold_value(kind, source_type, value))
  FROM stock_movements GROUP BY 1, 2, 3, 4;
