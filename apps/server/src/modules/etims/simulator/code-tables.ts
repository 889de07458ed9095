/**
 * The code tables the simulator answers `selectCodeList` with: a subset of KRA's, with KRA's codes
 * (class codes: 04 tax type, 07 payment type, 10 quantity unit, 12 stock in/out type, 17 packaging unit,
 * 24 item type, 32 credit note reason).
 */
const table = (cdCls: string, cdClsNm: string, codes: [string, string, number?][]) => ({
  cdCls,
  cdClsNm,
  dtlList: codes.map(([cd, cdNm, userDfnCd1], i) => ({
    cd,
    cdNm,
    srtOrd: i + 1,
    useYn: 'Y',
    ...(userDfnCd1 !== undefined && { userDfnCd1: String(userDfnCd1) }),
  })),
});

export const CODE_TABLES = [
  table('04', 'Taxation Type', [
    ['A', 'A-Exempt', 0],
    ['B', 'B-16.00%', 16],
    ['C', 'C-0%', 0],
    ['D', 'D-Non-VAT', 0],
    ['E', 'E-8%', 8],
  ]),
  table('07', 'Payment Type', [
    ['01', 'CASH'],
    ['02', 'CREDIT'],
    ['03', 'CASH/CREDIT'],
    ['04', 'BANK CHECK'],
    ['05', 'DEBIT&CREDIT CARD'],
    ['06', 'MOBILE MONEY'],
    ['07', 'OTHER'],
  ]),
  table('10', 'Quantity Unit', [
    ['U', 'Pieces/item'],
    ['KG', 'Kilo-Gramme'],
    ['L', 'Litre'],
    ['M', 'Metre'],
    ['BX', 'Box'],
  ]),
  table('12', 'Stock I/O Type', [
    ['01', 'Import'],
    ['02', 'Purchase'],
    ['03', 'Return'],
    ['04', 'Stock Movement'],
    ['05', 'Processing'],
    ['06', 'Adjustment'],
    ['11', 'Sale'],
    ['12', 'Return'],
    ['13', 'Stock Movement'],
    ['14', 'Processing'],
    ['15', 'Discarding'],
    ['16', 'Adjustment'],
  ]),
  table('17', 'Packing Unit', [
    ['NT', 'NET'],
    ['BG', 'Bag'],
    ['BX', 'Box'],
    ['CT', 'Carton'],
    ['BO', 'Bottle'],
  ]),
  table('24', 'Item Type', [
    ['1', 'Raw Material'],
    ['2', 'Finished Product'],
    ['3', 'Service'],
  ]),
  table('32', 'Refund Reason', [
    ['01', 'Missing Quantity'],
    ['02', 'Missing Data'],
    ['03', 'Damaged'],
    ['04', 'Wasted'],
    ['05', 'Raw Material Shortage'],
    ['06', 'Refund'],
  ]),
];

/** Item classifications (`selectItemClsList`): a few of KRA's UNSPSC-based codes with their tax type. */
export const ITEM_CLASSES = [
  { itemClsCd: '5059690800', itemClsNm: 'Goods, general', itemClsLvl: 4, taxTyCd: 'B', useYn: 'Y' },
  { itemClsCd: '5010150100', itemClsNm: 'Sugar', itemClsLvl: 4, taxTyCd: 'B', useYn: 'Y' },
  { itemClsCd: '5022110100', itemClsNm: 'Maize flour', itemClsLvl: 4, taxTyCd: 'C', useYn: 'Y' },
  { itemClsCd: '1510150600', itemClsNm: 'Diesel', itemClsLvl: 4, taxTyCd: 'E', useYn: 'Y' },
  { itemClsCd: '8011160100', itemClsNm: 'Services, general', itemClsLvl: 4, taxTyCd: 'B', useYn: 'Y' },
];

const codesOf = (cdCls: string) =>
  new Set(CODE_TABLES.find((t) => t.cdCls === cdCls)?.dtlList.map((d) => d.cd));

export const KNOWN = {
  quantityUnits: codesOf('10'),
  packagingUnits: codesOf('17'),
  paymentTypes: codesOf('07'),
  creditNoteReasons: codesOf('32'),
  itemClasses: new Set(ITEM_CLASSES.map((c) => c.itemClsCd)),
};
