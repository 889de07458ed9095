export * from './email-templates';
export * from './reminder-schedule';
