export { type Delivery, deliverEtims } from './deliver-etims';
export { documentEtims, documentEtimsOf, NOT_REQUIRED } from './document-etims';
export { type EtimsRoutesOptions, etimsRoutes } from './etims.routes';
export { etimsReady, etimsSettingsOf } from './etims-device';
export {
  type EtimsQueued,
  invoiceWentToEtims,
  queueEtims,
  requeueRefundsOf,
  requeueSale,
  SALES_ENDPOINT,
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
export { queueEtimsSale, type SaleForEtims, type SaleLineForEtims } from './queue-sale';
export { createOscuSimulator, type OscuSimulator, type SimulatorMode } from './simulator/oscu-simulator';
