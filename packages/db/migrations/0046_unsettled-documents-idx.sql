CREATE INDEX "bills_unsettled_idx" ON "bills" USING btree ("company_id") WHERE "bills"."status" <> 'Paid';--> statement-breakpoint
CREATE INDEX "payment_allocations_payment_idx" ON "payment_allocations" USING btree ("company_id","payment_id");--> statement-breakpoint
CREATE INDEX "supplier_payments_date_idx" ON "supplier_payments" USING btree ("company_id","date");--> statement-breakpoint
CREATE INDEX "invoices_unsettled_idx" ON "invoices" USING btree ("company_id") WHERE "invoices"."status" in ('Unpaid', 'PaidPartially', 'Void');--> statement-breakpoint
CREATE INDEX "receipt_allocations_receipt_idx" ON "receipt_allocations" USING btree ("company_id","receipt_id");--> statement-breakpoint
CREATE INDEX "credit_note_allocations_date_idx" ON "credit_note_allocations" USING btree ("company_id","date");