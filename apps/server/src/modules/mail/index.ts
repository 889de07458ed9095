export { type DocumentMail, emailDocument } from './email-document';
export { type MailConfig, readMailConfig } from './mail-config';
export { type MailMessage, sendMail } from './send-mail';
