import { idParams } from '../common';
import { mailSettings, mailSettingsInput, mailTestInput, mailTestResult } from '../mail-settings';
import { outboxListQuery, outboxMessage, outboxPage } from '../outbox';
import { fileDownload } from './route';
import { routeGroup } from './route-group';

/** The settings shown, and the outbox's "no mail server" notice (smtpConfigured). */
const MAIL_SETTINGS = ['mail-settings', 'outbox'] as const;

const mailSettingsRoutes = routeGroup({ tags: ['settings'], resource: 'mail-settings' });

/** Settings, Email (SMTP): the company's own mail server; the password is write-only. */
export const mailSettingsApi = {
  get: mailSettingsRoutes.get(
    '/api/settings/mail',
    { permission: 'settings:read' },
    { response: mailSettings },
  ),
  save: mailSettingsRoutes.put(
    '/api/settings/mail',
    { permission: 'settings:update' },
    { body: mailSettingsInput, response: mailSettings, touches: MAIL_SETTINGS },
  ),
  /** Drops the company's own server: the server's environment applies again, else none. */
  remove: mailSettingsRoutes.delete(
    '/api/settings/mail',
    { permission: 'settings:update' },
    { response: mailSettings, touches: MAIL_SETTINGS },
  ),
  /** Sends a short message with the settings in force, at once (not kept in the outbox); none: 409. */
  sendTest: mailSettingsRoutes.post(
    '/api/settings/mail/test',
    { permission: 'settings:update' },
    { body: mailTestInput, response: mailTestResult, status: 202, touches: ['mail-settings'] },
  ),
};

const outboxRoutes = routeGroup({ tags: ['settings'] });

/** Settings, Outbox: every message the app mailed or keeps to mail, its attachment, a retry. */
export const outboxApi = {
  list: outboxRoutes.get(
    '/api/outbox',
    { permission: 'settings:read' },
    { query: outboxListQuery, response: outboxPage },
  ),
  /** The file the message carries (a PDF, a payslip), as it was sent; none: 404. */
  attachment: outboxRoutes.get(
    '/api/outbox/:id/attachment',
    { permission: 'settings:read' },
    { params: idParams, response: fileDownload('application/pdf', 'application/octet-stream') },
  ),
  /** Sends a queued or failed message again (SMTP must be configured, else 409). */
  retry: outboxRoutes.post(
    '/api/outbox/:id/retry',
    { permission: 'settings:update' },
    { params: idParams, response: outboxMessage, touches: ['outbox'] },
  ),
};
