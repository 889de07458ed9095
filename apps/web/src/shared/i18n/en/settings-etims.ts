/** Settings: KRA eTIMS, the device and the queue of calls. */
export const settingsEtims = {
  etims: {
    title: 'eTIMS',
    description:
      "KRA's electronic tax invoice system: the OSCU device your invoices, purchases and stock movements are sent through.",
    loadFailed: 'Could not load the eTIMS settings',
    summary: '{{status}} · {{queued}} queued · {{failed}} failed · {{sent}} sent',
    statuses: {
      'not-configured': 'Not configured',
      off: 'Off',
      'not-initialized': 'Not initialised',
      ready: 'Ready',
    },
    device: {
      title: 'OSCU device',
      notConfigured:
        "This server has no eTIMS address: start Tawi with <code>ETIMS_BASE_URL</code> (KRA's sandbox, or the simulator, <code>npm run etims:simulator</code>) to initialise the device.",
      enabled: 'Send invoices, credit notes, purchases and stock movements to KRA',
      bhfId: 'KRA branch id',
      bhfIdHelp: '00 is the head office',
      serial: 'Device serial number',
      serialHelp: 'As KRA issued it with the OSCU',
      needKraPin: 'Set the company KRA PIN in Business Profile first.',
      initialise: 'Initialise with KRA',
      initialiseAgain: 'Initialise again',
      saved: 'eTIMS settings saved',
      initialised: 'The device is initialised with KRA',
      initialisedAt: 'Initialised {{when}}; KRA returned:',
      /** What KRA said of the device at initialisation. */
      fields: {
        taxprNm: 'Taxpayer',
        bhfNm: 'Branch',
        dvcId: 'Device id',
        sdcId: 'SCU id',
        mrcNo: 'MRC number',
        lastSaleInvcNo: 'Last invoice number at KRA',
      },
    },
    codeLists: {
      title: 'KRA code lists',
      fetched:
        'Item classifications and units offered on the product form, as KRA last gave them ({{when}}).',
      notFetched:
        'Item classifications and units offered on the product form, as KRA last gave them: not fetched yet.',
      itemClasses: 'Item classifications',
      packagingUnits: 'Packaging units',
      quantityUnits: 'Quantity units',
      refresh: 'Refresh code lists',
      refreshed: 'Code lists fetched from KRA',
    },
    submissions: {
      title: 'Submissions to KRA',
      label: 'eTIMS submissions',
      noMatchTitle: 'No submission in this state',
      emptyTitle: 'Nothing sent to KRA yet',
      emptyDescription:
        'Invoices, credit notes, bills and stock movements are queued here once eTIMS is on and the device initialised.',
      requeued: '{{number}}: queued for KRA again',
      resend: 'Resend {{number}}',
      columns: { document: 'Document', call: 'Call', attempts: 'Attempts', answer: 'KRA answer' },
      /** What each endpoint tells KRA, in words. */
      endpoints: {
        saveTrnsSalesOsdc: 'Sale',
        saveItem: 'Item',
        insertTrnsPurchase: 'Purchase',
        insertStockIO: 'Stock in/out',
        saveStockMaster: 'Stock level',
      },
    },
  },
} as const;
