import type { settingsEtims as english } from '../en/settings-etims';
import type { Translated } from '../translated';

/** Settings: KRA eTIMS, the device and the queue of calls, in Kiswahili. */
export const settingsEtims: Translated<typeof english> = {
  etims: {
    title: 'eTIMS',
    description:
      'Mfumo wa KRA wa ankara za kodi za kielektroniki: kifaa cha OSCU ambacho ankara, manunuzi na mienendo ya stoo yako hutumwa kupitia.',
    loadFailed: 'Imeshindikana kupakia mipangilio ya eTIMS',
    summary: '{{status}} · {{queued}} kwenye foleni · {{failed}} zimeshindikana · {{sent}} zimetumwa',
    statuses: {
      'not-configured': 'Haijawekwa',
      off: 'Imezimwa',
      'not-initialized': 'Haijaanzishwa',
      ready: 'Tayari',
    },
    device: {
      title: 'Kifaa cha OSCU',
      notConfigured:
        'Seva hii haina anwani ya eTIMS: anzisha Tawi ikiwa na <code>ETIMS_BASE_URL</code> (sandbox ya KRA, au kiigaji, <code>npm run etims:simulator</code>) ili kuanzisha kifaa.',
      enabled: 'Tuma ankara, hati za mkopo, manunuzi na mienendo ya stoo kwa KRA',
      bhfId: 'Kitambulisho cha tawi cha KRA',
      bhfIdHelp: '00 ni ofisi kuu',
      serial: 'Namba ya serial ya kifaa',
      serialHelp: 'Kama KRA ilivyoitoa pamoja na OSCU',
      needKraPin: 'Weka PIN ya KRA ya kampuni katika Wasifu wa Biashara kwanza.',
      initialise: 'Anzisha na KRA',
      initialiseAgain: 'Anzisha tena',
      saved: 'Mipangilio ya eTIMS imehifadhiwa',
      initialised: 'Kifaa kimeanzishwa na KRA',
      initialisedAt: 'Kilianzishwa {{when}}; KRA ilirudisha:',
      fields: {
        taxprNm: 'Mlipakodi',
        bhfNm: 'Tawi',
        dvcId: 'Kitambulisho cha kifaa',
        sdcId: 'Kitambulisho cha SCU',
        mrcNo: 'Namba ya MRC',
        lastSaleInvcNo: 'Namba ya mwisho ya ankara kwa KRA',
      },
    },
    codeLists: {
      title: 'Orodha za misimbo za KRA',
      fetched:
        'Uainishaji wa bidhaa na vipimo vinavyotolewa kwenye fomu ya bidhaa, kama KRA ilivyovitoa mara ya mwisho ({{when}}).',
      notFetched:
        'Uainishaji wa bidhaa na vipimo vinavyotolewa kwenye fomu ya bidhaa, kama KRA ilivyovitoa mara ya mwisho: bado havijaletwa.',
      itemClasses: 'Uainishaji wa bidhaa',
      packagingUnits: 'Vipimo vya ufungaji',
      quantityUnits: 'Vipimo vya idadi',
      refresh: 'Sasisha orodha za misimbo',
      refreshed: 'Orodha za misimbo zimeletwa kutoka KRA',
    },
    submissions: {
      title: 'Mawasilisho kwa KRA',
      label: 'Mawasilisho ya eTIMS',
      noMatchTitle: 'Hakuna uwasilishaji katika hali hii',
      emptyTitle: 'Bado hakuna kilichotumwa KRA',
      emptyDescription:
        'Ankara, hati za mkopo, bili na mienendo ya stoo zinawekwa kwenye foleni hapa mara eTIMS inapowashwa na kifaa kuanzishwa.',
      requeued: '{{number}}: imewekwa tena kwenye foleni ya KRA',
      resend: 'Tuma tena {{number}}',
      columns: { document: 'Hati', call: 'Mwito', attempts: 'Majaribio', answer: 'Jibu la KRA' },
      endpoints: {
        saveTrnsSalesOsdc: 'Mauzo',
        saveItem: 'Bidhaa',
        insertTrnsPurchase: 'Ununuzi',
        insertStockIO: 'Stoo kuingia/kutoka',
        saveStockMaster: 'Kiwango cha stoo',
      },
    },
  },
};
