CREATE TABLE "document_counts" (
	"company_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"documents" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "document_counts_company_id_branch_id_kind_pk" PRIMARY KEY("company_id","branch_id","kind")
);
--> statement-breakpoint
-- A branch's count of documents of a kind (the table's name), moved at commit: a constraint trigger
-- deferred to the end of the transaction takes the count row's lock last, after every lock the use
-- case took up front (ARCHITECTURE.md, lock order), and holds it only while the transaction commits.
CREATE OR REPLACE FUNCTION tawi_count_documents() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE document_counts SET documents = documents - 1
     WHERE company_id = OLD.company_id AND branch_id = OLD.branch_id AND kind = TG_TABLE_NAME;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO document_counts (company_id, branch_id, kind, documents)
    VALUES (NEW.company_id, NEW.branch_id, TG_TABLE_NAME, 1)
    ON CONFLICT (company_id, branch_id, kind) DO UPDATE SET documents = document_counts.documents + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER invoices_counted AFTER INSERT OR DELETE ON invoices
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION tawi_count_documents();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER invoices_counted_move AFTER UPDATE OF branch_id ON invoices
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.branch_id IS DISTINCT FROM NEW.branch_id)
  EXECUTE FUNCTION tawi_count_documents();
--> statement-breakpoint
INSERT INTO document_counts (company_id, branch_id, kind, documents)
SELECT company_id, branch_id, 'invoices', count(*) FROM invoices GROUP BY company_id, branch_id;
