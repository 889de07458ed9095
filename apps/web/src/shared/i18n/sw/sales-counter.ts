import type { salesCounter as english } from '../en/sales-counter';
import type { Translated } from '../translated';

/** Sales: the counter (point of sale), in Kiswahili. */
export const salesCounter: Translated<typeof english> = {
  counter: {
    page: {
      title: 'Mauzo ya kaunta',
      description: 'Skani au tafuta bidhaa, pokea malipo na uchapishe stakabadhi.',
      park: 'Weka mauzo kando',
      parked: 'Mauzo yamewekwa kando',
      held: 'Mauzo yaliyowekwa kando',
      subtotal: 'Jumla ndogo',
      charge: 'Toza {{amount}}',
    },
    scan: {
      label: 'Skani au tafuta bidhaa',
      placeholder: 'Barcode, SKU au jina, kisha Enter',
      matches: 'Bidhaa zinazolingana',
      match: '{{sku}} · {{price}} · {{stock}} zipo stoo',
    },
    cart: {
      empty: 'Skani barcode au tafuta bidhaa kuanza mauzo.',
      label: 'Mistari ya mauzo',
      short: '{{sku}} · {{price}} · zipo {{stock}} tu stoo',
      qtyOf: 'Idadi ya {{name}}',
      discount: 'Punguzo (KES)',
      discountOn: 'Punguzo kwa {{name}}',
      remove: 'Ondoa {{name}}',
    },
    customer: {
      walkIn: 'Mteja wa papo hapo',
      new: 'Mpya',
      name: 'Jina la mteja',
      phone: 'Simu',
      add: 'Ongeza',
      cancel: 'Ghairi',
    },
    payment: {
      method: 'Njia ya malipo',
      modes: {
        cash: 'Taslimu',
        mpesa: 'M-Pesa',
        card: 'Kadi',
        split: 'Gawanya',
      },
      amounts: {
        cash: 'Kiasi cha taslimu',
        mpesa: 'Kiasi cha M-Pesa',
        card: 'Kiasi cha kadi',
      },
      tendered: 'Taslimu iliyotolewa',
      mpesaCode: 'Namba ya muamala wa M-Pesa',
      mpesaCodeExample: 'mf. QGH7K2L9XM',
      cardSlip: 'Namba ya risiti ya kadi (si lazima)',
      stillToPay: '{{amount}} bado kulipwa',
      paidOver: '{{amount}} zaidi ya jumla',
      short: 'Taslimu iliyotolewa imepungua {{amount}}',
      change: 'Chenji {{amount}}',
    },
    receiptDialog: {
      paid: '{{number}} imelipwa',
      paidWithChange: '{{number}} imelipwa: chenji {{change}}',
      paper: 'Karatasi ya stakabadhi',
      invoicePdf: 'PDF ya ankara (A4)',
      print: 'Chapisha stakabadhi',
      newSale: 'Mauzo mapya',
    },
    receipt: {
      phone: 'Simu {{phone}}',
      pin: 'PIN {{pin}}',
      subtotal: 'Jumla ndogo',
      total: 'JUMLA',
      change: 'Chenji',
      cuInvoice: 'Ankara ya CU {{number}}',
      qrCode: 'Msimbo wa QR wa eTIMS',
      thanks: 'Asante kwa kununua. Karibu tena!',
    },
  },
};
