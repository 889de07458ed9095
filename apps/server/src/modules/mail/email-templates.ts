import type { EmailTemplate, EmailTemplateInput } from '@tawi/contracts';
import { type Database, type Executor, emailTemplates } from '@tawi/db';
import {
  DEFAULT_EMAIL_TEMPLATES_IN,
  EMAIL_TEMPLATE_KINDS,
  type EmailTemplateKind,
  type EmailTemplateText,
  type Language,
  TEMPLATE_PLACEHOLDERS,
  templateProblems,
} from '@tawi/domain';
import { eq } from 'drizzle-orm';
import { AppError } from '../../platform/app-error';
import { recordAudit } from '../../platform/audit';
import { ofCompany } from '../../platform/company-rows';
import { documentLanguageOf } from '../../platform/document-language';
import type { RequestContext } from '../../platform/request-context';

type TemplateRow = typeof emailTemplates.$inferSelect;

/** The company's wording of a kind, else the default in its document language. */
const toTemplate = (
  kind: EmailTemplateKind,
  row: TemplateRow | undefined,
  language: Language,
): EmailTemplate => ({
  kind,
  subject: row?.subject ?? DEFAULT_EMAIL_TEMPLATES_IN[language][kind].subject,
  body: row?.body ?? DEFAULT_EMAIL_TEMPLATES_IN[language][kind].body,
  isDefault: !row,
  placeholders: [...TEMPLATE_PLACEHOLDERS[kind]],
  updatedAt: row?.updatedAt.toISOString() ?? null,
});

const mine = (companyId: string, kind: EmailTemplateKind) =>
  ofCompany(emailTemplates, companyId, eq(emailTemplates.kind, kind));

/** Every kind's template as the company sends it: its own wording, else the default in its language. */
export async function listEmailTemplates(db: Executor, companyId: string): Promise<EmailTemplate[]> {
  const rows = await db.select().from(emailTemplates).where(eq(emailTemplates.companyId, companyId));
  const language = await documentLanguageOf(db, companyId);
  return EMAIL_TEMPLATE_KINDS.map((kind) =>
    toTemplate(
      kind,
      rows.find((r) => r.kind === kind),
      language,
    ),
  );
}

/** The subject and body the company mails a kind of document with. */
export async function emailTemplateOf(
  db: Executor,
  companyId: string,
  kind: EmailTemplateKind,
): Promise<EmailTemplateText> {
  const [row] = await db.select().from(emailTemplates).where(mine(companyId, kind));
  return row ?? DEFAULT_EMAIL_TEMPLATES_IN[await documentLanguageOf(db, companyId)][kind];
}

/** Saves the company's wording of a kind; a placeholder the kind does not fill: 422 `unknown-placeholder`. */
export async function saveEmailTemplate(
  db: Database,
  ctx: RequestContext,
  kind: EmailTemplateKind,
  input: EmailTemplateInput,
): Promise<EmailTemplate> {
  const problems = templateProblems(kind, input);
  const first = problems.subject ?? problems.body;
  if (first) throw new AppError('unknown-placeholder', first, { fields: problems });
  return db.transaction(async (tx) => {
    const language = await documentLanguageOf(tx, ctx.companyId);
    const [before] = await tx.select().from(emailTemplates).where(mine(ctx.companyId, kind));
    const values = { subject: input.subject, body: input.body, updatedAt: new Date(), updatedBy: ctx.userId };
    const [row] = await tx
      .insert(emailTemplates)
      .values({ companyId: ctx.companyId, kind, ...values })
      .onConflictDoUpdate({ target: [emailTemplates.companyId, emailTemplates.kind], set: values })
      .returning();
    const after = toTemplate(kind, row, language);
    await recordAudit(tx, ctx, {
      action: before ? 'update' : 'create',
      entity: 'email-template',
      entityId: ctx.companyId,
      summary: `Email template: ${kind}`,
      before: toTemplate(kind, before, language),
      after,
    });
    return after;
  });
}

/** Drops the company's wording of a kind: the default, in its document language, applies again. */
export async function resetEmailTemplate(
  db: Database,
  ctx: RequestContext,
  kind: EmailTemplateKind,
): Promise<EmailTemplate> {
  return db.transaction(async (tx) => {
    const language = await documentLanguageOf(tx, ctx.companyId);
    const [before] = await tx.delete(emailTemplates).where(mine(ctx.companyId, kind)).returning();
    const after = toTemplate(kind, undefined, language);
    if (before) {
      await recordAudit(tx, ctx, {
        action: 'delete',
        entity: 'email-template',
        entityId: ctx.companyId,
        summary: `Email template: ${kind} back to the default`,
        before: toTemplate(kind, before, language),
        after,
      });
    }
    return after;
  });
}
