import type { customerStatements as english } from '../en/customers-statements';
import type { Translated } from '../translated';

/** Customer Center: statements and the aging of what customers owe, in Kiswahili. */
export const customerStatements: Translated<typeof english> = {
  statements: {
    title: 'Taarifa za Wateja',
    description:
      'Akaunti ya mteja katika kipindi: kilichotozwa na kilicholipwa, salio linaloendelea na umri wa madeni yaliyo wazi.',
    filters: 'Vichujio vya taarifa',
    chooseCustomer: 'Chagua mteja',
    chooseDescription:
      'Chagua mteja na kipindi uone taarifa yake, kisha uipakue, uitume kwa barua pepe au uichapishe.',
    statement: 'Taarifa',
    statementOf: 'Taarifa ya {{name}}',
    period: '{{from}} hadi {{to}}',
    emailName: 'taarifa ya {{name}}',
    emailNameUnknown: 'taarifa ya mteja',
    emailNote: 'Taarifa ya {{from}} hadi {{to}} inatumwa kama kiambatisho cha PDF.',
    agingAsAt: 'Umri wa madeni hadi {{date}}',
    openInvoices: 'Ankara ambazo hazijalipwa',
    openInvoicesOf: 'Ankara za {{name}} ambazo hazijalipwa',
    invalidPeriod: 'Chagua kipindi ambacho mwanzo wake ni kabla ya mwisho wake au siku hiyo hiyo.',
    loadError: 'Imeshindikana kupakia taarifa',
    loading: 'Inapakia taarifa',
    openingBalance: 'Salio la mwanzo',
    charged: 'Kilichotozwa',
    paid: 'Kilicholipwa',
    closingBalance: 'Salio la mwisho',
    document: 'Hati',
    due: 'Mwisho wa malipo',
    outstanding: 'Kinachodaiwa',
  },
  aging: {
    title: 'Umri wa Madeni',
    description:
      'Wateja wanachodaiwa kwenye ankara ambazo hazijalipwa hadi {{date}}, kwa siku zilizopita tangu tarehe ya mwisho wa malipo, ukiondoa mkopo walionao.',
    descriptionIn:
      'Wateja wanachodaiwa kwenye ankara ambazo hazijalipwa hadi {{date}}, kwa siku zilizopita tangu tarehe ya mwisho wa malipo, ukiondoa mkopo walionao katika {{branch}}.',
    downloadCsv: 'Pakua CSV',
    searchLabel: 'Tafuta wateja',
    searchPlaceholder: 'Jina la mteja',
    asAt: 'Hadi tarehe',
    loadError: 'Imeshindikana kupakia umri wa madeni',
    loading: 'Inapakia umri wa madeni',
    nothingOwed: 'Hakuna deni',
    nothingOwedDescription: 'Hakuna mteja mwenye ankara ambayo haijalipwa au mkopo usiotumika hadi {{date}}.',
    nothingOwedDescriptionIn:
      'Hakuna mteja mwenye ankara ambayo haijalipwa au mkopo usiotumika hadi {{date}} katika {{branch}}.',
    noMatchTitle: 'Hakuna mteja anayelingana na utafutaji wako',
    noMatchDescription: 'Jaribu jina lingine.',
    totalShown: 'Jumla ya {{shown}} wanaoonyeshwa',
    tableLabel: 'Umri wa madeni',
    rows: 'Safu',
    buckets: {
      current: 'Ya sasa',
      days1to30: 'Siku 1-30',
      days31to60: 'Siku 31-60',
      days61to90: 'Siku 61-90',
      over90: 'Zaidi ya siku 90',
    },
    unappliedCredit: 'Mkopo usiotumika',
  },
};
