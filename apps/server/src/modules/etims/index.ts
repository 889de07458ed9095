/** A product's eTIMS codes: its own where set, else the defaults (see the domain's item-codes). */
export { etimsItemCodesOf } from '@tawi/domain';
export { type Delivery, deliverEtims } from './deliver-etims';
export { documentEtims, documentEtimsOf, NOT_REQUIRED } from './document-etims';
export { type EtimsRoutesOptions, etimsRoutes } from './etims.routes';
export { etimsReady, etimsSettingsOf } from './etims-device';
export {
  type EtimsQueued,
  etimsPartId,
  invoiceWentToEtims,
  PURCHASE_ENDPOINT,
  queueEtims,
  requeueRefundsOf,
  requeueSale,
  SALES_ENDPOINT,
  STOCK_IO_ENDPOINT,
  STOCK_MASTER_ENDPOINT,
} from './etims-outbox';
export { deliverAllEtims, ETIMS_INTERVAL_MS, registerEtimsWorker } from './etims-worker';
export {
  createOscuClient,
  type InitializedDevice,
  type OscuClient,
  type OscuDevice,
  OscuRefused,
  OscuUnreachable,
} from './oscu-client';
export { queueEtimsPurchase } from './queue-purchase';
export { queueEtimsSale, type SaleForEtims, type SaleLineForEtims } from './queue-sale';
export { type EtimsStockReport, queueEtimsStock, unitCostOf } from './queue-stock';
export { type EtimsProduct, etimsUserOf, registerEtimsItems } from './register-items';
export { createOscuSimulator, type OscuSimulator, type SimulatorMode } from './simulator/oscu-simulator';
