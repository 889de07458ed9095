/** No filter set; the filters as the address keeps them (text; overdue is 'true' or ''). */
export const NO_INVOICE_FILTERS = { search: '', status: '', customerId: '', overdue: '', from: '', to: '' };
