import type { Localization } from '@mui/material/locale';
import type { GridLocaleText } from '@mui/x-data-grid';

// Neither MUI nor MUI X ships Swahili: these are the texts our pages show (pagination, overlays,
// column menu, filters, selection); anything left out falls back to MUI's English.

const number = (n: number) => n.toLocaleString('en-KE');

type PageButton = 'first' | 'last' | 'next' | 'previous';
const goToPage = (type: PageButton) =>
  ({
    first: 'Nenda ukurasa wa kwanza',
    last: 'Nenda ukurasa wa mwisho',
    next: 'Nenda ukurasa unaofuata',
    previous: 'Nenda ukurasa uliotangulia',
  })[type];

/** "1–10 kati ya 25": the rows shown and how many there are (or at least). */
function displayedRows({ from, to, count }: { from: number; to: number; count: number }) {
  return `${number(from)}–${number(to)} kati ya ${count !== -1 ? number(count) : `zaidi ya ${number(to)}`}`;
}

const ROWS_PER_PAGE = 'Safu kwa kila ukurasa:';

/** MUI core components' built-in text in Swahili (the shape of @mui/material/locale). */
export const swahiliMui: Localization = {
  components: {
    MuiBreadcrumbs: { defaultProps: { expandText: 'Onyesha njia' } },
    MuiTablePagination: {
      defaultProps: {
        getItemAriaLabel: goToPage,
        labelRowsPerPage: ROWS_PER_PAGE,
        labelDisplayedRows: displayedRows,
      },
    },
    MuiRating: {
      defaultProps: { getLabelText: (value) => `Nyota ${value}`, emptyLabelText: 'Tupu' },
    },
    MuiAutocomplete: {
      defaultProps: {
        clearText: 'Futa',
        closeText: 'Funga',
        loadingText: 'Inapakia…',
        noOptionsText: 'Hakuna chaguo',
        openText: 'Fungua',
      },
    },
    MuiAlert: { defaultProps: { closeText: 'Funga' } },
    MuiPagination: {
      defaultProps: {
        'aria-label': 'Kurasa',
        getItemAriaLabel: (type, page, selected) => {
          if (type === 'page') return selected ? `ukurasa ${page}` : `Nenda ukurasa ${page}`;
          return goToPage(type === 'start-ellipsis' || type === 'end-ellipsis' ? 'next' : type);
        },
      },
    },
  },
};

/** The DataGrid's text in Swahili for the keys our grids show. */
export const swahiliGrid: Partial<GridLocaleText> = {
  noRowsLabel: 'Hakuna safu',
  noResultsOverlayLabel: 'Hakuna matokeo.',
  noColumnsOverlayLabel: 'Hakuna safu wima',
  noColumnsOverlayManageColumns: 'Simamia safu wima',
  toolbarColumns: 'Safu wima',
  toolbarFilters: 'Vichujio',
  toolbarQuickFilterPlaceholder: 'Tafuta…',
  toolbarQuickFilterLabel: 'Tafuta',
  toolbarQuickFilterDeleteIconLabel: 'Futa',
  toolbarExport: 'Hamisha',
  toolbarExportCSV: 'Pakua kama CSV',
  toolbarExportPrint: 'Chapisha',
  columnsManagementSearchTitle: 'Tafuta',
  columnsManagementNoColumns: 'Hakuna safu wima',
  columnsManagementShowHideAllText: 'Onyesha/Ficha zote',
  columnsManagementReset: 'Rejesha',
  filterPanelAddFilter: 'Ongeza kichujio',
  filterPanelRemoveAll: 'Ondoa vyote',
  filterPanelDeleteIconLabel: 'Futa',
  filterPanelOperator: 'Kiendeshaji',
  filterPanelOperatorAnd: 'Na',
  filterPanelOperatorOr: 'Au',
  filterPanelColumn: 'Safu wima',
  filterPanelInputLabel: 'Thamani',
  filterPanelInputPlaceholder: 'Thamani ya kichujio',
  filterOperatorContains: 'ina',
  filterOperatorEquals: 'ni sawa na',
  filterOperatorStartsWith: 'inaanza na',
  filterOperatorEndsWith: 'inaishia na',
  filterOperatorIs: 'ni',
  filterOperatorNot: 'si',
  filterOperatorAfter: 'ni baada ya',
  filterOperatorOnOrAfter: 'ni siku hiyo au baada',
  filterOperatorBefore: 'ni kabla ya',
  filterOperatorOnOrBefore: 'ni siku hiyo au kabla',
  filterOperatorIsEmpty: 'ni tupu',
  filterOperatorIsNotEmpty: 'si tupu',
  filterOperatorIsAnyOf: 'ni mojawapo ya',
  filterValueAny: 'yoyote',
  filterValueTrue: 'ndiyo',
  filterValueFalse: 'hapana',
  columnMenuLabel: 'Menyu',
  columnMenuAriaLabel: (columnName) => `Menyu ya safu wima ${columnName}`,
  columnMenuShowColumns: 'Onyesha safu wima',
  columnMenuManageColumns: 'Simamia safu wima',
  columnMenuFilter: 'Chuja',
  columnMenuHideColumn: 'Ficha safu wima',
  columnMenuUnsort: 'Ondoa upangaji',
  columnMenuSortAsc: 'Panga kwa kupanda',
  columnMenuSortDesc: 'Panga kwa kushuka',
  columnHeaderSortIconLabel: 'Panga',
  footerRowSelected: (count) => (count !== 1 ? `Safu ${number(count)} zimechaguliwa` : 'Safu 1 imechaguliwa'),
  footerTotalRows: 'Jumla ya safu:',
  footerTotalVisibleRows: (visible, total) => `${number(visible)} kati ya ${number(total)}`,
  checkboxSelectionHeaderName: 'Uchaguzi',
  checkboxSelectionSelectAllRows: 'Chagua safu zote',
  checkboxSelectionUnselectAllRows: 'Acha kuchagua safu zote',
  checkboxSelectionSelectRow: 'Chagua safu',
  checkboxSelectionUnselectRow: 'Acha kuchagua safu',
  booleanCellTrueLabel: 'ndiyo',
  booleanCellFalseLabel: 'hapana',
  actionsCellMore: 'zaidi',
  expandDetailPanel: 'Panua',
  collapseDetailPanel: 'Kunja',
  paginationRowsPerPage: ROWS_PER_PAGE,
  paginationDisplayedRows: ({ from, to, count, estimated }) => {
    if (count !== -1 || !estimated) return displayedRows({ from, to, count });
    const more = estimated > to ? `takriban ${number(estimated)}` : `zaidi ya ${number(to)}`;
    return `${number(from)}–${number(to)} kati ya ${more}`;
  },
  paginationItemAriaLabel: goToPage,
};
