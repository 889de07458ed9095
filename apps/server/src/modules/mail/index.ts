export { type DocumentMail, emailDocument } from './email-document';
export { type MailConfig, readMailConfig } from './mail-config';
export { mailSettingsRoutes } from './mail-settings.routes';
export { outboxRoutes } from './outbox.routes';
export { decryptSecret, encryptSecret, type SecretKeyOptions, secretKeyOf } from './secret-key';
export { enqueueMail, type MailMessage, sendMail } from './send-mail';
export { sendQueuedMailLater } from './send-queued-mail';
