import { inUsersBranch } from '../../platform/branch-scope';
import { findBill } from './bills.repo';
import { findPurchaseOrder } from './purchase-orders.repo';
import { findSupplierPayment } from './supplier-payments.repo';

// Purchasing records by id (or number), 403 when the user does not reach their branch (API.md "Branch scope").
export const purchaseOrderOf = inUsersBranch(findPurchaseOrder);
export const billOf = inUsersBranch(findBill);
export const supplierPaymentOf = inUsersBranch(findSupplierPayment);
