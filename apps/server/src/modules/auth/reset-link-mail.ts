import type { MailMessage } from '../mail';
import { RESET_TOKEN_TTL_MS } from './reset-tokens.repo';

/** The web app's page that sets a new password from a link: `/reset-password?token=`. */
export const RESET_PAGE_PATH = '/reset-password';

/** The link a reset mail carries. */
export function resetLink(origin: string, token: string): string {
  return `${origin}${RESET_PAGE_PATH}?token=${encodeURIComponent(token)}`;
}

/** The reset mail: the link, how long it works, and what to do when the user did not ask for it. */
export function resetLinkMail(input: {
  to: string;
  fullName: string;
  businessName: string;
  link: string;
  forcedByOwner: boolean;
}): MailMessage {
  const minutes = RESET_TOKEN_TTL_MS / 60_000;
  const why = input.forcedByOwner
    ? `An owner of ${input.businessName} asked for your Tawi password to be reset; you were signed out and your old password no longer works.`
    : `Someone (we hope you) asked to reset your Tawi password for ${input.businessName}.`;
  return {
    to: input.to,
    subject: 'Reset your Tawi password',
    text: [
      `Hello ${input.fullName},`,
      '',
      why,
      `Open this link within ${minutes} minutes to choose a new password (it works once):`,
      '',
      input.link,
      '',
      input.forcedByOwner
        ? 'If you did not expect this, ask your business owner about it.'
        : 'If you did not ask for this, ignore this email: your password stays as it is.',
    ].join('\n'),
  };
}
