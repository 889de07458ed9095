export { effectiveMailConfig } from './effective-mail-config';
export {
  composeDocumentMail,
  type DocumentLetter,
  draftDocumentMail,
  emailDocument,
  mailAudit,
  type PdfFile,
} from './email-document';
export { emailTemplateOf } from './email-templates';
export { emailTemplateRoutes } from './email-templates.routes';
export { type MailConfig, readMailConfig } from './mail-config';
export { mailSettingsRoutes } from './mail-settings.routes';
export { documentMailDrafter, documentMailer, type MailedDocument } from './mailed-document';
export { outboxRoutes } from './outbox.routes';
export { decryptSecret, encryptSecret, type SecretKeyOptions, secretKeyOf } from './secret-key';
export { deliverQueuedMail, enqueueMail, type MailMessage, sendMail } from './send-mail';
export { sendQueuedMailLater } from './send-queued-mail';
