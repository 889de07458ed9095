import type { EmailTemplateKind, EmailTemplateText } from './email-templates';

const SIGN_OFF = '\n\nKwa heshima,\n{company}\n{companyPhone}';

/**
 * The default wording in Kiswahili, for a company whose documents print in Swahili: the same
 * placeholders as the English, polite and plain as a Kenyan business writes.
 */
export const SWAHILI_EMAIL_TEMPLATES: Record<EmailTemplateKind, EmailTemplateText> = {
  invoice: {
    subject: 'Ankara {number} kutoka {company}',
    body: `Mpendwa {customer},\n\nTafadhali pata ankara {number} ya tarehe {date} iliyoambatishwa, ya {total}, inayopaswa kulipwa kufikia {dueDate}. Kiasi kinachodaiwa ni {balance}.\n\nAsante kwa kufanya biashara nasi.${SIGN_OFF}`,
  },
  estimate: {
    subject: 'Makadirio {number} kutoka {company}',
    body: `Mpendwa {customer},\n\nTafadhali pata makadirio {number} yaliyoambatishwa, ya {total}, halali hadi {validUntil}. Jibu barua pepe hii ili tuendelee.${SIGN_OFF}`,
  },
  'credit-note': {
    subject: 'Hati ya mkopo {number} kutoka {company}',
    body: `Mpendwa {customer},\n\nTafadhali pata hati ya mkopo {number} ya tarehe {date} iliyoambatishwa, ya {total}, dhidi ya ankara {invoiceNumber}.${SIGN_OFF}`,
  },
  receipt: {
    subject: 'Stakabadhi {number} kutoka {company}',
    body: `Mpendwa {customer},\n\nAsante kwa malipo yako ya {amount} ya tarehe {date}. Tafadhali pata stakabadhi {number} iliyoambatishwa.${SIGN_OFF}`,
  },
  statement: {
    subject: 'Taarifa ya akaunti kutoka {company}',
    body: `Mpendwa {customer},\n\nTafadhali pata taarifa ya akaunti yako iliyoambatishwa, kuanzia {from} hadi {to}. Salio ni {balance}.${SIGN_OFF}`,
  },
  'purchase-order': {
    subject: 'Oda ya ununuzi {number} kutoka {company}',
    body: `Mpendwa {supplier},\n\nTafadhali pata oda yetu ya ununuzi {number} ya tarehe {date} iliyoambatishwa, ya {total} pamoja na VAT. Tafadhali thibitisha oda hii na uandike nambari ya LPO kwenye hati ya kupeleka mzigo (delivery note) na ankara yako.${SIGN_OFF}`,
  },
  'payment-reminder': {
    subject: 'Kikumbusho cha malipo: ankara {number} imechelewa',
    body: `Mpendwa {customer},\n\nHiki ni kikumbusho cha kirafiki kwamba ankara {number} ya tarehe {date} ya {total} ilipaswa kulipwa tarehe {dueDate} na imechelewa kwa siku {daysOverdue}. Kiasi kinachodaiwa ni {balance}.\n\nIkiwa umeshalipa, tafadhali puuza ujumbe huu au ututumie nambari ya muamala wa M-Pesa au ya benki ili tuulinganishe.${SIGN_OFF}`,
  },
};
