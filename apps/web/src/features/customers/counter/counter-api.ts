import { counterApi, productsApi } from '@tawi/contracts';
import { useApiQuery } from '../../../shared/api/api-hooks';
import { callApi } from '../../../shared/api/call-api';
import { useBodyMutation, useIdMutation } from '../../../shared/api/record-mutations';

export function useCounterSale() {
  return useBodyMutation(counterApi.sell);
}

export function useHeldSales() {
  return useApiQuery(counterApi.heldList, { query: {} }, { select: (r) => r.items });
}

export function useHoldSale() {
  return useBodyMutation(counterApi.hold);
}

export function useReleaseHeldSale() {
  return useIdMutation(counterApi.release);
}

export function useCounterSettings(branchId: string | undefined) {
  return useApiQuery(counterApi.settings, { query: { branchId } }, { enabled: Boolean(branchId) });
}

export function useUpdateCounterSettings() {
  return useBodyMutation(counterApi.updateSettings);
}

/** The product a scan or typed code names (barcode, else SKU). */
export const lookupProduct = (code: string) => callApi(productsApi.lookup, { query: { code } });

/** Products by SKU, as they are now (a parked sale resumed). */
export const productsBySku = async (skus: string[]) =>
  (await callApi(productsApi.bySku, { query: { skus } })).items;
