/**
 * The emails a company sends with its documents: per kind of document a subject and a body with
 * `{placeholders}` filled from the document when it is mailed (Settings, Email templates). A company
 * keeps its own wording; a kind it never changed uses the default below, in the company's document
 * language.
 */
export const EMAIL_TEMPLATE_KINDS = [
  'invoice',
  'estimate',
  'credit-note',
  'receipt',
  'statement',
  'purchase-order',
  'payment-reminder',
] as const;
export type EmailTemplateKind = (typeof EMAIL_TEMPLATE_KINDS)[number];

export interface EmailTemplateText {
  subject: string;
  body: string;
}

/** The values a template may use, by name: what `{name}` becomes in a mail. */
export type TemplateValues = Record<string, string>;

const COMPANY = ['company', 'companyPhone', 'companyEmail'] as const;

/** The placeholders each kind of document fills. */
export const TEMPLATE_PLACEHOLDERS: Record<EmailTemplateKind, readonly string[]> = {
  invoice: ['number', 'customer', 'date', 'dueDate', 'total', 'balance', ...COMPANY],
  estimate: ['number', 'customer', 'date', 'validUntil', 'total', ...COMPANY],
  'credit-note': ['number', 'customer', 'date', 'invoiceNumber', 'total', ...COMPANY],
  receipt: ['number', 'customer', 'date', 'amount', ...COMPANY],
  statement: ['customer', 'from', 'to', 'balance', ...COMPANY],
  'purchase-order': ['number', 'supplier', 'date', 'expectedDate', 'total', ...COMPANY],
  'payment-reminder': [
    'number',
    'customer',
    'date',
    'dueDate',
    'total',
    'balance',
    'daysOverdue',
    ...COMPANY,
  ],
};

export const EMAIL_TEMPLATE_LABELS: Record<EmailTemplateKind, string> = {
  invoice: 'Invoice',
  estimate: 'Estimate',
  'credit-note': 'Credit note',
  receipt: 'Receipt',
  statement: 'Customer statement',
  'purchase-order': 'Purchase order',
  'payment-reminder': 'Payment reminder',
};

const SIGN_OFF = '\n\nKind regards,\n{company}\n{companyPhone}';

/** The wording a company starts with: plain, polite, in KES, the way a Kenyan business writes. */
export const DEFAULT_EMAIL_TEMPLATES: Record<EmailTemplateKind, EmailTemplateText> = {
  invoice: {
    subject: 'Invoice {number} from {company}',
    body: `Dear {customer},\n\nPlease find attached invoice {number} of {date} for {total}, due on {dueDate}. The balance due is {balance}.\n\nThank you for your business.${SIGN_OFF}`,
  },
  estimate: {
    subject: 'Estimate {number} from {company}',
    body: `Dear {customer},\n\nPlease find attached estimate {number} for {total}, valid until {validUntil}. Reply to this email to go ahead.${SIGN_OFF}`,
  },
  'credit-note': {
    subject: 'Credit note {number} from {company}',
    body: `Dear {customer},\n\nPlease find attached credit note {number} of {date} for {total} against invoice {invoiceNumber}.${SIGN_OFF}`,
  },
  receipt: {
    subject: 'Receipt {number} from {company}',
    body: `Dear {customer},\n\nThank you for your payment of {amount} on {date}. Please find attached receipt {number}.${SIGN_OFF}`,
  },
  statement: {
    subject: 'Statement of account from {company}',
    body: `Dear {customer},\n\nPlease find attached your statement of account from {from} to {to}. The balance is {balance}.${SIGN_OFF}`,
  },
  'purchase-order': {
    subject: 'Purchase order {number} from {company}',
    body: `Dear {supplier},\n\nPlease find attached our purchase order {number} of {date} for {total} including VAT. Kindly confirm the order and quote the LPO number on your delivery note and invoice.${SIGN_OFF}`,
  },
  'payment-reminder': {
    subject: 'Payment reminder: invoice {number} is overdue',
    body: `Dear {customer},\n\nThis is a friendly reminder that invoice {number} of {date} for {total} was due on {dueDate} and is {daysOverdue} days overdue. The balance due is {balance}.\n\nIf you have already paid, please ignore this message or send us the M-Pesa or bank reference so we can match it.${SIGN_OFF}`,
  },
};

/** Example values for a preview of each kind's placeholders. */
export const SAMPLE_TEMPLATE_VALUES: TemplateValues = {
  number: 'INV-0042',
  customer: 'Kilimani Grocers Ltd',
  supplier: 'Mombasa Wholesalers Ltd',
  date: '03 Nov 2026',
  dueDate: '03 Dec 2026',
  validUntil: '03 Dec 2026',
  expectedDate: '10 Nov 2026',
  invoiceNumber: 'INV-0041',
  total: 'KES 11,600.00',
  balance: 'KES 6,600.00',
  amount: 'KES 5,000.00',
  from: '01 Oct 2026',
  to: '31 Oct 2026',
  daysOverdue: '7',
  company: 'Duka Bora Ltd',
  companyPhone: '0722 000 111',
  companyEmail: 'accounts@dukabora.co.ke',
};

const PLACEHOLDER = /\{([^{}\s]*)\}/g;

/** The `{names}` a text uses, in order, each once. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1] ?? ''))];
}

/** Fills each known `{name}` with its value (a value missing: left empty); trailing blank lines dropped. */
export function renderTemplate(text: string, values: TemplateValues): string {
  return text
    .replace(PLACEHOLDER, (whole, name: string) => (name in values ? (values[name] ?? '') : whole))
    .replace(/[ \t]+$/gm, '')
    .replace(/\n+$/, '');
}

/** Both parts of a template filled with the document's values. */
export function renderEmailTemplate(template: EmailTemplateText, values: TemplateValues): EmailTemplateText {
  return { subject: renderTemplate(template.subject, values), body: renderTemplate(template.body, values) };
}

/**
 * What is wrong with a template of the kind, by field: a placeholder the kind does not fill, e.g.
 * "{supplier} is not a placeholder of invoice emails; use {number}, {customer}, ...". None: {}.
 */
export function templateProblems(
  kind: EmailTemplateKind,
  template: EmailTemplateText,
): Partial<Record<keyof EmailTemplateText, string>> {
  const known = TEMPLATE_PLACEHOLDERS[kind];
  const problems: Partial<Record<keyof EmailTemplateText, string>> = {};
  for (const field of ['subject', 'body'] as const) {
    const unknown = placeholdersIn(template[field]).filter((name) => !known.includes(name));
    if (unknown.length > 0) {
      const named = unknown.map((n) => `{${n}}`).join(', ');
      problems[field] =
        `${named} ${unknown.length === 1 ? 'is not a placeholder' : 'are not placeholders'} of ${EMAIL_TEMPLATE_LABELS[kind].toLowerCase()} emails; use ${known.map((n) => `{${n}}`).join(', ')}`;
    }
  }
  return problems;
}
