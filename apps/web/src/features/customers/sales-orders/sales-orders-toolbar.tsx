/** No filter set; the filters as the address keeps them (text). */
export const NO_SALES_ORDER_FILTERS = { search: '', status: '', customerId: '', from: '', to: '' };
