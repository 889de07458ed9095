/** No filter set; the filters as the address keeps them (text; overdue is 'true' or ''). */
export const NO_BILL_FILTERS = {
  search: '',
  status: '',
  supplierId: '',
  overdue: '',
  dueFrom: '',
  dueTo: '',
};
