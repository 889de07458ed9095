import type { documents as english } from '../en/documents';
import type { Translated } from '../translated';

/** The document kit shared by sales and trade documents (lines editor, totals, document pages), in Kiswahili. */
export const documents: Translated<typeof english> = {
  actions: {
    close: 'Funga',
    clone: 'Nakili',
    cloned: '{{number}} imeundwa kama nakala',
    delete: 'Futa',
    print: 'Chapisha',
    downloadPdf: 'Pakua PDF',
  },
  deleteDraft: {
    title: 'Futa {{number}}?',
    message: 'Rasimu inaondolewa kabisa. Namba yake haitatumika tena.',
    deleted: '{{number}} imefutwa',
  },
  contact: {
    details: 'Maelezo',
    customerRecords: 'Kumbukumbu za mteja',
    supplierRecords: 'Kumbukumbu za msambazaji',
  },
  attachments: {
    title: 'Viambatisho',
    loading: 'Inapakia faili…',
    none: {
      invoice: 'Hakuna faili zilizohifadhiwa na ankara hii.',
      receipt: 'Hakuna faili zilizohifadhiwa na stakabadhi hii.',
      bill: 'Hakuna faili zilizohifadhiwa na bili hii.',
      payment: 'Hakuna faili zilizohifadhiwa na malipo haya.',
    },
    attach: 'Ambatisha faili',
    attached: '{{name}} imeambatishwa',
    removeNamed: 'Ondoa {{name}}',
    removeTitle: 'Ondoa faili hii?',
    removeMessage: {
      invoice: '{{name}} haitahifadhiwa tena na ankara hii.',
      receipt: '{{name}} haitahifadhiwa tena na stakabadhi hii.',
      bill: '{{name}} haitahifadhiwa tena na bili hii.',
      payment: '{{name}} haitahifadhiwa tena na malipo haya.',
    },
    theFile: 'Faili',
    remove: 'Ondoa',
    removed: '{{name}} imeondolewa',
  },
  list: {
    status: 'Hali',
    allStatuses: 'Hali zote',
    overdueOnly: 'Zilizochelewa tu',
  },
  email: {
    button: 'Barua pepe',
    title: 'Tuma {{document}} kwa barua pepe',
    couldNotPrepare: 'Imeshindikana kuandaa barua pepe',
    preparing: 'Inaandaa barua pepe',
    send: 'Tuma',
    to: 'Tuma kwa',
    toHelp: 'Tenganisha anwani kadhaa kwa koma',
    toHelpNoAddress: 'Hakuna barua pepe iliyohifadhiwa: andika anwani ya kutuma',
    cc: 'Nakala (Cc)',
    ccHelp: 'Si lazima: nakala, zikitenganishwa kwa koma',
    subject: 'Kichwa',
    message: 'Ujumbe',
    enterAddress: 'Weka anwani ya kutuma',
    invalidAddress: 'Weka anwani sahihi ya barua pepe',
    sent: '{{document}}: barua pepe imetumwa kwa {{to}}',
    queued:
      '{{document}}: barua pepe kwa {{to}} inasubiri kwenye foleni: bado hakuna seva ya barua iliyowekwa',
  },
  allocation: {
    owed: 'Mwisho wa kulipa {{due}} · {{outstanding}} bado kati ya {{total}}',
    amountFor: 'Kiasi cha {{number}}',
  },
  noVat: {
    registeredLater:
      'Hakuna VAT inayotozwa: {{company}} imesajiliwa kwa VAT tangu {{date}}, baada ya tarehe ya hati hii. Usajili wa VAT huwekwa kwenye Mipangilio, Wasifu wa Biashara.',
    notRegistered:
      'Hakuna VAT inayotozwa: {{company}} haijasajiliwa kwa VAT. Usajili wa VAT huwekwa kwenye Mipangilio, Wasifu wa Biashara.',
  },
  paymentMethods: {
    cash: 'Taslimu',
    bank_transfer: 'Uhamisho wa benki',
    mpesa: 'M-Pesa',
    cheque: 'Hundi',
    card: 'Kadi',
  },
  paymentTerms: {
    net_15: 'Ndani ya siku 15',
    net_30: 'Ndani ya siku 30',
    net_45: 'Ndani ya siku 45',
    net_60: 'Ndani ya siku 60',
    due_on_receipt: 'Inalipwa inapopokelewa',
    cod: 'Taslimu wakati wa kupokea',
  },
  tax: 'Kodi',
  taxCategories: {
    A: 'A - Imesamehewa',
    B: 'B - VAT 16%',
    C: 'C - Kiwango sifuri',
    D: 'D - Isiyo na VAT',
    E: 'E - VAT 8%',
  },
  statement: {
    date: 'Tarehe',
    balance: 'Salio',
    opening: 'Salio la mwanzo',
    closing: 'Salio la mwisho',
  },
  totals: {
    label: 'Jumla za hati',
    subtotal: 'Jumla ndogo',
    vat: 'VAT',
    total: 'Jumla',
  },
};
