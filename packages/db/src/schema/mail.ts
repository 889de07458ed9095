import { boolean, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';
import { companies } from './org';

/**
 * A company's own SMTP server (Settings, Email). Without a row the server's environment (SMTP_*)
 * applies, else mail waits in the outbox. The password is stored encrypted (AES-256-GCM), never plain.
 */
export const companyMailSettings = pgTable('company_mail_settings', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id),
  host: text('host').notNull(),
  port: integer('port').notNull(),
  secure: boolean('secure').notNull().default(false),
  username: text('username'),
  passwordCipher: text('password_cipher'),
  fromAddress: text('from_address').notNull(),
  updatedAt: updatedAt(),
  updatedBy: uuid('updated_by'),
});
