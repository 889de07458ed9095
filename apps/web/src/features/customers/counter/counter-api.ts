import {
  type CounterSaleCreate,
  type CounterSettingsUpdate,
  counterApi,
  type HeldSaleCreate,
  productsApi,
} from '@tawi/contracts';
import { useApiMutation, useApiQuery } from '../../../shared/api/api-hooks';
import { callApi } from '../../../shared/api/call-api';

export function useCounterSale() {
  return useApiMutation(counterApi.sell, { input: (body: CounterSaleCreate) => ({ body }) });
}

export function useHeldSales() {
  return useApiQuery(counterApi.heldList, { query: {} }, { select: (r) => r.items });
}

export function useHoldSale() {
  return useApiMutation(counterApi.hold, { input: (body: HeldSaleCreate) => ({ body }) });
}

export function useReleaseHeldSale() {
  return useApiMutation(counterApi.release, { input: (id: string) => ({ params: { id } }) });
}

export function useCounterSettings(branchId: string | undefined) {
  return useApiQuery(counterApi.settings, { query: { branchId } }, { enabled: Boolean(branchId) });
}

export function useUpdateCounterSettings() {
  return useApiMutation(counterApi.updateSettings, { input: (body: CounterSettingsUpdate) => ({ body }) });
}

/** The product a scan or typed code names (barcode, else SKU). */
export const lookupProduct = (code: string) => callApi(productsApi.lookup, { query: { code } });

/** Products by SKU, as they are now (a parked sale resumed). */
export const productsBySku = async (skus: string[]) =>
  (await callApi(productsApi.bySku, { query: { skus } })).items;
