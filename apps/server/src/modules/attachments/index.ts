export { attachmentRoutes } from './attachments.routes';
export { attachmentsOf } from './document-attachments';
