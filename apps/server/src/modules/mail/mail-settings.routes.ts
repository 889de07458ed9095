import { mailSettingsApi } from '@tawi/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { contextOf } from '../../platform/branch-scope';
import { implement } from '../../platform/implement';
import { deleteMailSettings } from './delete-mail-settings';
import { getMailSettings } from './mail-settings.repo';
import { saveMailSettings } from './save-mail-settings';
import { bindSecretKey, type SecretKeyOptions, secretKeyFrom } from './secret-key';
import { sendTestMail } from './send-test-mail';

/**
 * Implements mailSettingsApi (packages/contracts/src/api/mail.ts): the company's own mail server.
 * `secretKey` says where the key that encrypts its password comes from; it is bound to the app's
 * database for every sender of mail.
 */
export const mailSettingsRoutes: FastifyPluginAsync<{ secretKey?: SecretKeyOptions | undefined }> = async (
  app,
  options,
) => {
  bindSecretKey(app.db, secretKeyFrom(options.secretKey));

  implement(app, mailSettingsApi.get, (request) => getMailSettings(app.db, contextOf(request).companyId));
  implement(app, mailSettingsApi.save, (request) =>
    saveMailSettings(app.db, contextOf(request), request.body),
  );
  implement(app, mailSettingsApi.remove, (request) => deleteMailSettings(app.db, contextOf(request)));
  implement(app, mailSettingsApi.sendTest, (request) =>
    sendTestMail(app.db, contextOf(request), request.body),
  );
};
