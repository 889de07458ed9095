import type { MailTestInput } from '@tawi/contracts';
import type { Database } from '@tawi/db';
import { AppError } from '../../platform/app-error';
import type { RequestContext } from '../../platform/request-context';
import { effectiveMailConfig, mailNotConfigured } from './effective-mail-config';
import { deliver } from './send-mail';

/**
 * Sends a short test message with the settings in force (not kept in the outbox). None: 409
 * `mail-not-configured`; the server refuses or cannot be reached: 502 `mail-failed` with its words.
 */
export async function sendTestMail(
  db: Database,
  ctx: RequestContext,
  input: MailTestInput,
): Promise<{ status: 'sent' }> {
  const config = await effectiveMailConfig(db, ctx.companyId);
  if (!config) throw mailNotConfigured();
  try {
    await deliver(config, {
      to: input.to,
      subject: 'Test email from Tawi',
      text: `This test message was sent through ${config.host}:${config.port}. Email from Tawi works.`,
    });
  } catch (err) {
    const reason = (err as Error).message;
    throw new AppError(
      'mail-failed',
      `The mail server did not accept the message: ${reason}`,
      { smtpError: reason },
      502,
    );
  }
  return { status: 'sent' };
}
