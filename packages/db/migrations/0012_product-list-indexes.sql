-- Covering indexes for the product list: a page sorted by name (any offset), or of one category
-- sorted by name, is read from the index alone (drizzle's index builder has no INCLUDE).
CREATE INDEX products_name_idx ON products (company_id, lower(name), id) INCLUDE (name)
  WHERE NOT is_deleted;
--> statement-breakpoint
CREATE INDEX products_category_idx ON products (company_id, lower(category), lower(name), id)
  INCLUDE (name, category) WHERE NOT is_deleted;
--> statement-breakpoint
-- product_counts.live follows the live (not deleted) products of each company, per statement: an
-- import of thousands of rows is one write per company, not one per row; an update that changes no
-- product's is_deleted writes nothing (and takes no lock on the count).
CREATE FUNCTION tawi_count_inserted_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_counts (company_id, live)
  SELECT company_id, count(*) FROM new_rows WHERE NOT is_deleted GROUP BY company_id
  ON CONFLICT (company_id) DO UPDATE SET live = product_counts.live + EXCLUDED.live;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION tawi_count_updated_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO product_counts (company_id, live)
  SELECT company_id, sum(delta) FROM (
    SELECT company_id, CASE WHEN is_deleted THEN 0 ELSE 1 END AS delta FROM new_rows
    UNION ALL
    SELECT company_id, CASE WHEN is_deleted THEN 0 ELSE -1 END FROM old_rows
  ) d GROUP BY company_id HAVING sum(delta) <> 0
  ON CONFLICT (company_id) DO UPDATE SET live = product_counts.live + EXCLUDED.live;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION tawi_count_deleted_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE product_counts c SET live = c.live - o.n
    FROM (SELECT company_id, count(*) AS n FROM old_rows WHERE NOT is_deleted GROUP BY company_id) o
   WHERE c.company_id = o.company_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_count_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tawi_count_inserted_products();
--> statement-breakpoint
CREATE TRIGGER products_count_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tawi_count_updated_products();
--> statement-breakpoint
CREATE TRIGGER products_count_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tawi_count_deleted_products();
--> statement-breakpoint
INSERT INTO product_counts (company_id, live)
SELECT company_id, count(*) FROM products WHERE NOT is_deleted GROUP BY company_id
ON CONFLICT (company_id) DO UPDATE SET live = EXCLUDED.live;
