import { idParams } from '../common';
import { mailSettings, mailSettingsInput, mailTestInput, mailTestResult } from '../mail-settings';
import { outboxListQuery, outboxMessage, outboxPage } from '../outbox';
import { fileDownload, route } from './route';

/** The settings shown, and the outbox's "no mail server" notice (smtpConfigured). */
const MAIL_SETTINGS = ['mail-settings', 'outbox'] as const;

/** Settings, Email (SMTP): the company's own mail server; the password is write-only. */
export const mailSettingsApi = {
  get: route({
    method: 'GET',
    path: '/api/settings/mail',
    auth: { permission: 'settings:read' },
    response: mailSettings,
    resource: 'mail-settings',
    tags: ['settings'],
  }),
  save: route({
    method: 'PUT',
    path: '/api/settings/mail',
    auth: { permission: 'settings:update' },
    body: mailSettingsInput,
    response: mailSettings,
    resource: 'mail-settings',
    touches: MAIL_SETTINGS,
    tags: ['settings'],
  }),
  /** Drops the company's own server: the server's environment applies again, else none. */
  remove: route({
    method: 'DELETE',
    path: '/api/settings/mail',
    auth: { permission: 'settings:update' },
    response: mailSettings,
    resource: 'mail-settings',
    touches: MAIL_SETTINGS,
    tags: ['settings'],
  }),
  /** Sends a short message with the settings in force, at once (not kept in the outbox); none: 409. */
  sendTest: route({
    method: 'POST',
    path: '/api/settings/mail/test',
    auth: { permission: 'settings:update' },
    body: mailTestInput,
    response: mailTestResult,
    status: 202,
    resource: 'mail-settings',
    touches: ['mail-settings'],
    tags: ['settings'],
  }),
};

/** Settings, Outbox: every message the app mailed or keeps to mail, its attachment, a retry. */
export const outboxApi = {
  list: route({
    method: 'GET',
    path: '/api/outbox',
    auth: { permission: 'settings:read' },
    query: outboxListQuery,
    response: outboxPage,
    tags: ['settings'],
  }),
  /** The file the message carries (a PDF, a payslip), as it was sent; none: 404. */
  attachment: route({
    method: 'GET',
    path: '/api/outbox/:id/attachment',
    auth: { permission: 'settings:read' },
    params: idParams,
    response: fileDownload('application/pdf', 'application/octet-stream'),
    tags: ['settings'],
  }),
  /** Sends a queued or failed message again (SMTP must be configured, else 409). */
  retry: route({
    method: 'POST',
    path: '/api/outbox/:id/retry',
    auth: { permission: 'settings:update' },
    params: idParams,
    response: outboxMessage,
    touches: ['outbox'],
    tags: ['settings'],
  }),
};
