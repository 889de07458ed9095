import type { EmailTemplate, EmailTemplateInput } from '@tawi/contracts';
import { type Database, type Executor, emailTemplates } from '@tawi/db';
import {
  DEFAULT_EMAIL_TEMPLATES,
  EMAIL_TEMPLATE_KINDS,
  type EmailTemplateKind,
  type EmailTemplateText,
  TEMPLATE_PLACEHOLDERS,
  templateProblems,
} from '@tawi/domain';
import { and, eq } from 'drizzle-orm';
import { AppError } from '../../platform/app-error';
import { recordAudit } from '../../platform/audit';
import type { RequestContext } from '../../platform/request-context';

type TemplateRow = typeof emailTemplates.$inferSelect;

const toTemplate = (kind: EmailTemplateKind, row: TemplateRow | undefined): EmailTemplate => ({
  kind,
  subject: row?.subject ?? DEFAULT_EMAIL_TEMPLATES[kind].subject,
  body: row?.body ?? DEFAULT_EMAIL_TEMPLATES[kind].body,
  isDefault: !row,
  placeholders: [...TEMPLATE_PLACEHOLDERS[kind]],
  updatedAt: row?.updatedAt.toISOString() ?? null,
});

const mine = (companyId: string, kind: EmailTemplateKind) =>
  and(eq(emailTemplates.companyId, companyId), eq(emailTemplates.kind, kind));

/** Every kind's template as the company sends it: its own wording, else the default. */
export async function listEmailTemplates(db: Executor, companyId: string): Promise<EmailTemplate[]> {
  const rows = await db.select().from(emailTemplates).where(eq(emailTemplates.companyId, companyId));
  return EMAIL_TEMPLATE_KINDS.map((kind) =>
    toTemplate(
      kind,
      rows.find((r) => r.kind === kind),
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
  return row ?? DEFAULT_EMAIL_TEMPLATES[kind];
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
    const [before] = await tx.select().from(emailTemplates).where(mine(ctx.companyId, kind));
    const values = { subject: input.subject, body: input.body, updatedAt: new Date(), updatedBy: ctx.userId };
    const [row] = await tx
      .insert(emailTemplates)
      .values({ companyId: ctx.companyId, kind, ...values })
      .onConflictDoUpdate({ target: [emailTemplates.companyId, emailTemplates.kind], set: values })
      .returning();
    const after = toTemplate(kind, row);
    await recordAudit(tx, ctx, {
      action: before ? 'update' : 'create',
      entity: 'email-template',
      entityId: ctx.companyId,
      summary: `Email template: ${kind}`,
      before: toTemplate(kind, before),
      after,
    });
    return after;
  });
}

/** Drops the company's wording of a kind: the default applies again. */
export async function resetEmailTemplate(
  db: Database,
  ctx: RequestContext,
  kind: EmailTemplateKind,
): Promise<EmailTemplate> {
  return db.transaction(async (tx) => {
    const [before] = await tx.delete(emailTemplates).where(mine(ctx.companyId, kind)).returning();
    const after = toTemplate(kind, undefined);
    if (before) {
      await recordAudit(tx, ctx, {
        action: 'delete',
        entity: 'email-template',
        entityId: ctx.companyId,
        summary: `Email template: ${kind} back to the default`,
        before: toTemplate(kind, before),
        after,
      });
    }
    return after;
  });
}
