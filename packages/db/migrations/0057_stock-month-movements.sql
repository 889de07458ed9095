ALTER TABLE "stock_month_totals" ADD COLUMN "movements" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The monthly stock totals (migration 0055) also count the movements, for the stock movements report's
-- row count over a period without reading every movement in it.
CREATE OR REPLACE FUNCTION tawi_total_stock_months() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE stock_month_totals
       SET quantity = quantity - OLD.quantity, value = value - OLD.value,
           sold = sold - tawi_sold_value(OLD.kind, OLD.source_type, OLD.value), movements = movements - 1
     WHERE company_id = OLD.company_id AND branch_id = OLD.branch_id AND product_id = OLD.product_id
       AND month = date_trunc('month', OLD.date)::date;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO stock_month_totals (company_id, branch_id, product_id, month, quantity, value, sold, movements)
    VALUES (NEW.company_id, NEW.branch_id, NEW.product_id, date_trunc('month', NEW.date)::date, NEW.quantity,
            NEW.value, tawi_sold_value(NEW.kind, NEW.source_type, NEW.value), 1)
    ON CONFLICT (company_id, branch_id, product_id, month) DO UPDATE
      SET quantity = stock_month_totals.quantity + excluded.quantity,
          value = stock_month_totals.value + excluded.value,
          sold = stock_month_totals.sold + excluded.sold,
          movements = stock_month_totals.movements + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
UPDATE stock_month_totals k SET movements = moved.n
  FROM (SELECT company_id, branch_id, product_id, date_trunc('month', date)::date AS month, count(*) AS n
          FROM stock_movements GROUP BY 1, 2, 3, 4) moved
 WHERE k.company_id = moved.company_id AND k.branch_id = moved.branch_id AND k.product_id = moved.product_id
   AND k.month = moved.month;
