import { bankTransfer, bankTransferCreate, bankTransferListQuery, bankTransferVoid } from '../bank-transfers';
import { idParams, paginated } from '../common';
import { POSTS_TO_LEDGER } from './resources';
import { route, scopedBy } from './route';

const tags = ['banking'];

/** Transfers between the company's own accounts: cash banked, M-Pesa swept to the bank (BT-nnnn). */
export const bankTransfersApi = {
  list: route({
    method: 'GET',
    path: '/api/bank-transfers',
    branch: scopedBy('query'),
    auth: { permission: 'banking:read' },
    query: bankTransferListQuery,
    response: paginated(bankTransfer),
    tags,
  }),
  get: route({
    method: 'GET',
    path: '/api/bank-transfers/:id',
    auth: { permission: 'banking:read' },
    params: idParams,
    response: bankTransfer,
    tags,
  }),
  create: route({
    method: 'POST',
    path: '/api/bank-transfers',
    auth: { permission: 'banking:create' },
    body: bankTransferCreate,
    response: bankTransfer,
    status: 201,
    touches: ['bank-transfers', ...POSTS_TO_LEDGER],
    tags,
  }),
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
