import { counterApi, productsApi } from '@tawi/contracts';
import { useApiQuery } from '../../../shared/api/api-hooks';
import { callApi } from '../../../shared/api/call-api';
import { recordHooks } from '../../../shared/api/record-hooks';

const hooks = recordHooks(counterApi);

export const useCounterSale = hooks.body('sell');

export function useHeldSales() {
  return useApiQuery(counterApi.heldList, { query: {} }, { select: (r) => r.items });
}

export const useHoldSale = hooks.body('hold');

export const useReleaseHeldSale = hooks.id('release');

export function useCounterSettings(branchId: string | undefined) {
  return useApiQuery(counterApi.settings, { query: { branchId } }, { enabled: Boolean(branchId) });
}

export const useUpdateCounterSettings = hooks.body('updateSettings');

/** The product a scan or typed code names (barcode, else SKU). */
export const lookupProduct = (code: string) => callApi(productsApi.lookup, { query: { code } });

/** Products by SKU, as they are now (a parked sale resumed). */
export const productsBySku = async (skus: string[]) =>
  (await callApi(productsApi.bySku, { query: { skus } })).items;
