import { bankTransfer, bankTransferCreate, bankTransferListQuery, bankTransferVoid } from '../bank-transfers';
import { idParams } from '../common';
import { recordRoutes } from './record-routes';
import { POSTS_TO_LEDGER } from './resources';
import { scopedBy } from './route';
import { routeGroup } from './route-group';

const tags = ['banking'];

const bankTransfers = recordRoutes('/api/bank-transfers', 'banking', tags);

const bankTransfersRoutes = routeGroup({ tags });

/** Transfers between the company's own accounts: cash banked, M-Pesa swept to the bank (BT-nnnn). */
export const bankTransfersApi = {
  list: bankTransfers.list(bankTransferListQuery, bankTransfer, { branch: scopedBy('query') }),
  get: bankTransfers.get(bankTransfer),
  create: bankTransfers.create(bankTransferCreate, bankTransfer, ['bank-transfers', ...POSTS_TO_LEDGER]),
  /** A reversing entry puts the money back where it came from. */
  void: bankTransfersRoutes.post(
    '/api/bank-transfers/:id/void',
    { permission: 'banking:update' },
    {
      params: idParams,
      body: bankTransferVoid,
      response: bankTransfer,
      touches: ['bank-transfers', ...POSTS_TO_LEDGER],
    },
  ),
};
