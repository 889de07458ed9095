export * from './email-templates';
export * from './email-templates-by-language';
export * from './reminder-schedule';
