ALTER TABLE "transfers" ADD COLUMN "dispatch_date" date;--> statement-breakpoint
ALTER TABLE "transfers" ADD COLUMN "arrival_date" date;--> statement-breakpoint
ALTER TABLE "transfers" ADD COLUMN "dispatched_value" numeric(18, 2);--> statement-breakpoint
CREATE INDEX "transfers_dispatch_idx" ON "transfers" USING btree ("company_id","dispatch_date");--> statement-breakpoint
-- A transfer's dispatch date, last arrival date and dispatched value, kept from its stock movements so the
-- transfer history reads the transfers of a period through transfers_dispatch_idx instead of grouping
-- every transfer movement. A transfer has a few movements: the trigger sums them again on each change.
CREATE OR REPLACE FUNCTION tawi_transfer_moves_of(p_company uuid, p_transfer uuid) RETURNS void
  LANGUAGE sql AS $$
  UPDATE transfers t
     SET dispatch_date = moved.dispatched, arrival_date = moved.arrived, dispatched_value = moved.value
    FROM (SELECT min(date) FILTER (WHERE kind = 'transfer_out') AS dispatched,
                 max(date) FILTER (WHERE kind = 'transfer_in') AS arrived,
                 -sum(value) FILTER (WHERE kind = 'transfer_out') AS value
            FROM stock_movements
           WHERE company_id = p_company AND source_type = 'transfer' AND source_id = p_transfer) moved
   WHERE t.company_id = p_company AND t.id = p_transfer
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tawi_keep_transfer_moves() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') AND OLD.source_type = 'transfer' THEN
    PERFORM tawi_transfer_moves_of(OLD.company_id, OLD.source_id);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.source_type = 'transfer' THEN
    PERFORM tawi_transfer_moves_of(NEW.company_id, NEW.source_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER stock_movements_transfer_dates
  AFTER INSERT OR DELETE OR UPDATE ON stock_movements
  FOR EACH ROW EXECUTE FUNCTION tawi_keep_transfer_moves();
--> statement-breakpoint
-- The transfers dispatched before this migration, summed by the same function as the trigger.
SELECT tawi_transfer_moves_of(company_id, id) FROM transfers
 WHERE EXISTS (SELECT 1 FROM stock_movements m
                WHERE m.company_id = transfers.company_id AND m.source_type = 'transfer' AND m.source_id = transfers.id);
