import { bankTransfer, bankTransferCreate, bankTransferListQuery, bankTransferVoid } from '../bank-transfers';
import { idParams } from '../common';
import { recordRoutes } from './record-routes';
import { POSTS_TO_LEDGER } from './resources';
import { route, scopedBy } from './route';

const tags = ['banking'];

const bankTransfers = recordRoutes('/api/bank-transfers', 'banking', tags);

/** Transfers between the company's own accounts: cash banked, M-Pesa swept to the bank (BT-nnnn). */
export const bankTransfersApi = {
  list: bankTransfers.list(bankTransferListQuery, bankTransfer, { branch: scopedBy('query') }),
  get: bankTransfers.get(bankTransfer),
  create: bankTransfers.create(bankTransferCreate, bankTransfer, ['bank-transfers', ...POSTS_TO_LEDGER]),
  /** A reversing entry puts the money back where it came from. */
  void: route({
    method: 'POST',
    path: '/api/bank-transfers/:id/void',
    auth: { permission: 'banking:update' },
    params: idParams,
    body: bankTransferVoid,
    response: bankTransfer,
    touches: ['bank-transfers', ...POSTS_TO_LEDGER],
    tags,
  }),
};
