CREATE TABLE "etims_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"position" bigserial NOT NULL,
	"company_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	"document_type" text NOT NULL,
	"document_id" uuid NOT NULL,
	"document_number" text NOT NULL,
	"endpoint" text NOT NULL,
	"payload" jsonb NOT NULL,
	"related_document_id" uuid,
	"sequence" integer,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"error" text,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "etims_outbox_document_key" UNIQUE("company_id","document_type","document_id","endpoint"),
	CONSTRAINT "etims_outbox_sequence_key" UNIQUE("company_id","sequence"),
	CONSTRAINT "etims_outbox_status_check" CHECK ("etims_outbox"."status" in ('queued', 'sending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "etims_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"bhf_id" text DEFAULT '00' NOT NULL,
	"device_serial" text,
	"cmc_key" text,
	"device_info" jsonb,
	"initialized_at" timestamp with time zone,
	"last_sequence" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "etims_outbox" ADD CONSTRAINT "etims_outbox_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "etims_settings" ADD CONSTRAINT "etims_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "etims_outbox_due_idx" ON "etims_outbox" USING btree ("company_id","status","position");