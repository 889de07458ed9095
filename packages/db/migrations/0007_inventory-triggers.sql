-- Stock movements are append-only: stock is corrected by new movements, never by editing old ones.
CREATE FUNCTION tawi_refuse_movement_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'stock movements cannot be changed or deleted' USING ERRCODE = 'P0001';
END $$;
--> statement-breakpoint
CREATE TRIGGER stock_movements_append_only BEFORE UPDATE OR DELETE ON stock_movements
  FOR EACH ROW EXECUTE FUNCTION tawi_refuse_movement_change();
