import type { ReminderScheduleRecord } from '@tawi/contracts';
import { type Database, type Executor, paymentReminderSettings } from '@tawi/db';
import { DEFAULT_REMINDER_SCHEDULE } from '@tawi/domain';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit';
import type { RequestContext } from '../../platform/request-context';

type ScheduleRow = typeof paymentReminderSettings.$inferSelect;

const toSchedule = (row: ScheduleRow | undefined): ReminderScheduleRecord => ({
  enabled: row?.enabled ?? DEFAULT_REMINDER_SCHEDULE.enabled,
  steps: row?.steps ?? [...DEFAULT_REMINDER_SCHEDULE.steps],
  updatedAt: row?.updatedAt.toISOString() ?? null,
});

/** The company's payment reminder schedule (off, 1, 7 and 14 days, until it saves its own). */
export async function reminderScheduleOf(db: Executor, companyId: string): Promise<ReminderScheduleRecord> {
  const [row] = await db
    .select()
    .from(paymentReminderSettings)
    .where(eq(paymentReminderSettings.companyId, companyId));
  return toSchedule(row);
}

/** Saves the schedule (PUT /api/settings/payment-reminders), audited. */
export async function saveReminderSchedule(
  db: Database,
  ctx: RequestContext,
  input: { enabled: boolean; steps: number[] },
): Promise<ReminderScheduleRecord> {
  return db.transaction(async (tx) => {
    const before = await reminderScheduleOf(tx, ctx.companyId);
    const values = {
      enabled: input.enabled,
      steps: input.steps,
      updatedAt: new Date(),
      updatedBy: ctx.userId,
    };
    const [row] = await tx
      .insert(paymentReminderSettings)
      .values({ companyId: ctx.companyId, ...values })
      .onConflictDoUpdate({ target: paymentReminderSettings.companyId, set: values })
      .returning();
    const after = toSchedule(row);
    await recordAudit(tx, ctx, {
      action: before.updatedAt ? 'update' : 'create',
      entity: 'payment-reminder-settings',
      entityId: ctx.companyId,
      summary: `Payment reminders ${after.enabled ? `on: ${after.steps.join(', ')} days after the due date` : 'off'}`,
      before,
      after,
    });
    return after;
  });
}
