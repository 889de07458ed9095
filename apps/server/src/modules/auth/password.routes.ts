import { authApi, usersApi } from '@tawi/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { contextOf } from '../../platform/branch-scope';
import { implement } from '../../platform/implement';
import { sendQueuedMailLater } from '../mail';
import { appOrigin } from './app-origin';
import { changePassword } from './change-password';
import { forcePasswordReset, type QueuedResetMail, requestPasswordReset } from './request-password-reset';
import { checkResetToken, resetPassword } from './reset-password';

/**
 * Implements the password routes of authApi (change, forgot, reset) and usersApi.sendPasswordReset.
 * Reset mail is written to the outbox in the request and sent after the answer, so the answer neither
 * waits on the mail server nor tells by its timing whether an account exists.
 */
export const passwordRoutes: FastifyPluginAsync = async (app) => {
  const sendLater = (queued: QueuedResetMail | undefined, message: string) => {
    if (queued) sendQueuedMailLater(app.db, app.log, queued);
    return { message };
  };

  implement(app, authApi.changePassword, (request) =>
    changePassword(app.db, contextOf(request), request.body, { ip: request.ip }),
  );

  implement(app, authApi.forgotPassword, async (request) => {
    const queued = await requestPasswordReset(app.db, request.body.email, appOrigin(request));
    return sendLater(queued, 'If an account uses this email, a link to reset its password is on its way');
  });

  implement(app, authApi.checkResetToken, (request) => checkResetToken(app.db, request.query.token));

  implement(app, authApi.resetPassword, (request) => resetPassword(app.db, request.body));

  implement(app, usersApi.sendPasswordReset, async (request) => {
    const queued = await forcePasswordReset(
      app.db,
      contextOf(request),
      request.params.id,
      appOrigin(request),
    );
    return sendLater(queued, `A password reset link is on its way to ${queued.message.to}`);
  });
};
