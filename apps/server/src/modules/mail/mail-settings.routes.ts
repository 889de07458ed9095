import { mailSettings, mailSettingsInput, mailTestInput, mailTestResult } from '@tawi/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contextOf } from '../../platform/branch-scope';
import { needs } from '../../platform/route-auth';
import { deleteMailSettings } from './delete-mail-settings';
import { getMailSettings } from './mail-settings.repo';
import { saveMailSettings } from './save-mail-settings';
import { bindSecretKey, type SecretKeyOptions, secretKeyFrom } from './secret-key';
import { sendTestMail } from './send-test-mail';

const tags = ['settings'];

/**
 * Settings, Email (SMTP): the company's own mail server. `secretKey` says where the key that
 * encrypts its password comes from; it is bound to the app's database for every sender of mail.
 */
export const mailSettingsRoutes: FastifyPluginAsyncZod<{ secretKey?: SecretKeyOptions | undefined }> = async (
  app,
  options,
) => {
  bindSecretKey(app.db, secretKeyFrom(options.secretKey));

  app.get(
    '/api/settings/mail',
    { ...needs('settings:read'), schema: { tags, response: { 200: mailSettings } } },
    (request) => getMailSettings(app.db, contextOf(request).companyId),
  );
  app.put(
    '/api/settings/mail',
    {
      ...needs('settings:update'),
      schema: { tags, body: mailSettingsInput, response: { 200: mailSettings } },
    },
    (request) => saveMailSettings(app.db, contextOf(request), request.body),
  );
  app.delete(
    '/api/settings/mail',
    { ...needs('settings:update'), schema: { tags, response: { 200: mailSettings } } },
    (request) => deleteMailSettings(app.db, contextOf(request)),
  );
  app.post(
    '/api/settings/mail/test',
    { ...needs('settings:update'), schema: { tags, body: mailTestInput, response: { 202: mailTestResult } } },
    async (request, reply) =>
      reply.status(202).send(await sendTestMail(app.db, contextOf(request), request.body)),
  );
};
