export { type DocumentMail, emailDocument } from './email-document';
export { type MailConfig, readMailConfig } from './mail-config';
export { outboxRoutes } from './outbox.routes';
export { type MailMessage, sendMail } from './send-mail';
