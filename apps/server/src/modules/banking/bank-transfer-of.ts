import { inUsersBranch } from '../../platform/branch-scope';
import { findBankTransfer } from './bank-transfers.repo';

/** A transfer between the company's accounts by id, 403 when the user does not reach its branch. */
export const bankTransferOf = inUsersBranch(findBankTransfer);
