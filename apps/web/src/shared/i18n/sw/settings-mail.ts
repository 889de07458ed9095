import type { settingsMail as english } from '../en/settings-mail';
import type { Translated } from '../translated';

/** Settings: outgoing mail, document templates, payment reminders and the outbox, in Kiswahili. */
export const settingsMail: Translated<typeof english> = {
  mail: {
    title: 'Barua pepe (SMTP)',
    description:
      'Seva ya barua inayotuma ankara, makadirio, taarifa, stakabadhi, hati za mishahara na oda zako.',
    sendTest: 'Tuma barua pepe ya majaribio',
    loadFailed: 'Imeshindikana kupakia mipangilio ya barua pepe',
    removed: 'Seva ya barua ya kampuni yako imeondolewa',
    useServerTitle: 'Tumia mipangilio ya seva badala yake?',
    useServerMessage:
      'Seva ya barua ya kampuni yako na nenosiri lake lililohifadhiwa vinaondolewa. Kisha barua pepe zinatoka kupitia mipangilio ya seva, au zinasubiri kwenye Sanduku la kutoka ikiwa haina.',
    useServerConfirm: 'Ondoa mipangilio yangu',
    sources: { company: 'Mipangilio ya kampuni', environment: 'Mipangilio ya seva', none: 'Haijawekwa' },
    notice: {
      company: 'Barua pepe zinatoka kupitia seva ya barua ya kampuni yako {{host}}:{{port}}.',
      companySaved:
        'Barua pepe zinatoka kupitia seva ya barua ya kampuni yako {{host}}:{{port}} (imehifadhiwa {{when}}).',
      environment:
        'Barua pepe zinatoka kupitia mipangilio ya barua ya seva ({{host}}:{{port}}, iliyowekwa na anayeendesha Tawi). Hifadhi yako hapa chini ili kutumia seva ya barua ya kampuni yako badala yake.',
      none: 'Hakuna seva ya barua iliyowekwa: barua pepe zinasubiri kwenye <outbox>Sanduku la kutoka</outbox> zikiwa Kwenye foleni. Hifadhi seva yako ya barua hapa chini, kisha uzitume tena kutoka <outbox>Sanduku la kutoka</outbox>.',
    },
    form: {
      label: 'Mipangilio ya barua pepe (SMTP)',
      server: 'Seva ya barua',
      serverDescription:
        'Seva ya SMTP anayokupa mtoa huduma wako wa barua pepe (kwa mfano smtp.gmail.com, port 587).',
      host: 'Seva ya SMTP (host)',
      port: 'Port',
      portHelp: '587 (STARTTLS) au 465 (TLS)',
      portRequired: 'Weka namba ya port',
      secure: 'Tumia TLS tangu mwanzo',
      secureHelp: 'Washa kwa port 465; zima kwa 587, ambapo muunganisho unapandishwa kwa STARTTLS',
      from: 'Anwani ya mtumaji',
      fromHelp: 'Anwani ya barua pepe, au jina pamoja na anwani: Acme Traders <accounts@acme.co.ke>',
      login: 'Kuingia',
      loginDescription: 'Acha jina la mtumiaji wazi ikiwa seva haihitaji kuingia.',
      username: 'Jina la mtumiaji',
      password: 'Nenosiri',
      passwordSaved: 'Limehifadhiwa. Acha wazi ili kulibakiza',
      passwordNew: 'Linahifadhiwa kwa usimbaji fiche; halionyeshwi tena',
      clearPassword: 'Ondoa nenosiri lililohifadhiwa',
      useServer: 'Tumia mipangilio ya seva badala yake',
      saved: 'Mipangilio ya barua pepe imehifadhiwa',
    },
    test: {
      title: 'Tuma barua pepe ya majaribio',
      submit: 'Tuma jaribio',
      intro: 'Ujumbe mfupi unatoka kupitia seva ya barua inayotumika sasa (hifadhi mabadiliko yako kwanza).',
      to: 'Tuma kwa',
      sent: 'Barua pepe ya majaribio imetumwa kwa {{to}}',
    },
  },
  templates: {
    title: 'Violezo vya barua pepe',
    description:
      'Ankara, makadirio, taarifa, stakabadhi, oda na vikumbusho vyako vinasema nini vinapotumwa kwa barua pepe.',
    loadFailed: 'Imeshindikana kupakia violezo vya barua pepe',
    viewOnly: 'Unaweza kuona violezo hivi; jukumu lako haliruhusu kuvibadilisha.',
    document: 'Hati',
    defaultWording: 'Maneno ya kawaida',
    ownWording: 'Maneno yako',
    intro:
      'Vishika-nafasi vilivyo kwenye mabano hujazwa kutoka kwenye hati inapotumwa; dirisha la barua pepe huanza na maandishi haya, na bado yanaweza kubadilishwa kabla ya kutuma.',
    kinds: {
      invoice: 'Ankara',
      estimate: 'Makadirio',
      'credit-note': 'Hati ya Mkopo',
      receipt: 'Stakabadhi',
      statement: 'Taarifa ya mteja',
      'purchase-order': 'Oda ya Ununuzi',
      'payment-reminder': 'Kikumbusho cha malipo',
    },
    form: {
      label: 'Kiolezo cha barua pepe: {{kind}}',
      placeholders: 'Vishika-nafasi:',
      subject: 'Mada',
      message: 'Ujumbe',
      preview: 'Onyesho',
      previewTitle: 'Onyesho kwa thamani za mfano',
      save: 'Hifadhi kiolezo',
      reset: 'Rudisha maneno ya kawaida',
      saved: 'Barua pepe ya {{kind}} imehifadhiwa',
      backToDefault: 'Barua pepe ya {{kind}} imerudi kwenye maneno ya kawaida',
    },
  },
  reminders: {
    title: 'Vikumbusho vya malipo',
    description:
      'Ankara zilizochelewa zinapata barua pepe ya kikumbusho cha malipo, pamoja na ankara iliyoambatishwa, katika siku hizi baada ya tarehe ya mwisho. Kila kikumbusho kinatumwa mara moja kwa kila ankara; ankara zilizolipwa na zilizobatilishwa hazipati.',
    enabled: 'Tuma vikumbusho vya malipo',
    steps: 'Siku baada ya tarehe ya mwisho',
    stepsHelp: 'Siku kamili zikitenganishwa kwa koma, mf. 1, 7, 14 (zisizozidi 6)',
    save: 'Hifadhi vikumbusho',
    on: 'Vikumbusho vya malipo vimewashwa',
    off: 'Vikumbusho vya malipo vimezimwa',
    wholeDays: 'Andika siku kamili, mf. 1, 7, 14',
    checkDays: 'Kagua siku',
  },
  outbox: {
    title: 'Sanduku la kutoka',
    description:
      'Kila barua pepe ambayo programu inatuma (ankara, makadirio, taarifa, stakabadhi, hati za mishahara, oda): kwa nani, lini, na kama ilitoka.',
    noSmtpTitle: 'Hakuna seva ya barua iliyowekwa',
    noSmtp:
      'Barua pepe zinasubiri hapa zikiwa Kwenye foleni. Ili kuzituma, weka seva yako ya barua katika <mail>Mipangilio, Barua pepe (SMTP)</mail> (au anzisha Tawi ikiwa na <code>SMTP_HOST</code> kwenye mazingira yake), kisha uzitume tena kutoka ukurasa huu.',
    searchLabel: 'Tafuta kwenye sanduku la kutoka',
    searchPlaceholder: 'Anwani au mada',
    noMatchTitle: 'Hakuna barua pepe inayolingana na vichujio hivi',
    noMatchDescription: 'Futa utafutaji au chagua hali nyingine.',
    emptyTitle: 'Bado hakuna barua pepe',
    emptyNoSmtp:
      'Barua pepe unazotuma kutoka ankara, makadirio, taarifa na hati za mishahara zinasubiri hapa hadi seva ya barua iwekwe katika Mipangilio, Barua pepe (SMTP).',
    emptyDescription:
      'Barua pepe unazotuma kutoka ankara, makadirio, taarifa na hati za mishahara zinaorodheshwa hapa.',
    sentTo: '{{subject}}: imetumwa kwa {{to}}',
    columns: {
      created: 'Imeundwa',
      to: 'Kwa',
      withCc: '{{to}} (nakala {{cc}})',
      subject: 'Mada',
    },
    open: 'Fungua {{name}}',
    sendAgain: 'Tuma tena kwa {{to}}',
    message: 'Ujumbe',
    documents: {
      invoice: 'Ankara',
      'invoice-reminder': 'Kikumbusho cha malipo',
      estimate: 'Makadirio',
      'credit-note': 'Hati ya Mkopo',
      receipt: 'Stakabadhi',
      'customer-statement': 'Taarifa ya mteja',
      'purchase-order': 'Oda ya Ununuzi',
      payroll: 'Hati ya mshahara',
      'payroll-payment': 'Malipo ya mishahara',
      'bill-void': 'Kubatilisha bili',
    },
  },
};
