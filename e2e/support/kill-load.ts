import { type ApiRequest, customerReceiptsApi, invoicesApi, ledgerApi, requestOf } from '@tawi/contracts';

/**
 * A small write load for the SIGKILL test: a few clients creating documents that post (invoices issued,
 * receipts paying them, manual journal entries), each POST with its own Idempotency-Key and a marker
 * (the key) in the document's notes or memo, so every document can be traced to the request that made it.
 */

export type WriteKind = 'invoice' | 'receipt' | 'journal';

export interface WriteRequest {
  kind: WriteKind;
  key: string;
  /** The POST as HTTP: the entry's request (requestOf). */
  request: ApiRequest;
  /** The 2xx answer the client got (acknowledged), if any. */
  answer?: { status: number; body: Doc };
  /** The client got no answer (connection refused or reset): the server may or may not have acted. */
  lost?: boolean;
}

/** The fields of an invoice, receipt or journal entry answer the test reads. */
export interface Doc {
  id: string;
  invoiceNumber?: string;
  receiptNumber?: string;
  number?: string;
  total?: number;
  subtotal?: number;
  taxTotal?: number;
  amount?: number;
  totalDebit?: number;
  notes?: string | null;
  memo?: string | null;
}

export interface Setup {
  url: string;
  token: string;
  customerId: string;
  bankAccountId: string;
  bankLedgerId: string;
  expenseAccountId: string;
}

export const cents = (n: number) => Math.round(n * 100);

/** POST with a bearer token and an Idempotency-Key: the status and body, or `undefined` when no answer came. */
export async function post(
  url: string,
  token: string,
  req: Pick<WriteRequest, 'key' | 'request'>,
): Promise<{ status: number; body: Doc; replayed: boolean } | undefined> {
  let res: Response;
  let text: string;
  try {
    res = await fetch(`${url}${req.request.url}`, {
      method: req.request.method,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'idempotency-key': req.key,
      },
      body: JSON.stringify(req.request.body),
    });
    text = await res.text();
  } catch {
    return undefined;
  }
  return {
    status: res.status,
    body: JSON.parse(text) as Doc,
    replayed: res.headers.get('idempotent-replayed') === 'true',
  };
}

/**
 * The request a client sends next: an invoice, a receipt for one of its acknowledged invoices, or an entry
 * (of `date`).
 */
function nextRequest(setup: Setup, client: number, i: number, unpaid: Doc[], date: string): WriteRequest {
  const key = `kill-${client}-${i}`;
  const turn = i % 3;
  const paying = turn === 1 ? unpaid.shift() : undefined;
  if (paying?.total !== undefined) {
    const amount = paying.total;
    const body = {
      customerId: setup.customerId,
      amount,
      paymentMethod: 'bank_transfer' as const,
      bankAccountId: setup.bankAccountId,
      notes: key,
      invoices: [{ invoiceId: paying.id, amount }],
    };
    return { kind: 'receipt', key, request: requestOf(customerReceiptsApi.create, { body }) };
  }
  if (turn === 2) {
    const amount = 10 + ((client * 7 + i) % 13);
    const body = {
      date,
      memo: key,
      status: 'Posted' as const,
      lines: [
        { accountId: setup.expenseAccountId, debit: amount, credit: 0 },
        { accountId: setup.bankLedgerId, debit: 0, credit: amount },
      ],
    };
    return { kind: 'journal', key, request: requestOf(ledgerApi.createEntry, { body }) };
  }
  const body = {
    customerId: setup.customerId,
    notes: key,
    lines: [
      {
        description: `Service ${key}`,
        qty: 1,
        unitPrice: 100 + ((client * 11 + i) % 50),
        taxCategory: 'B' as const,
      },
    ],
  };
  return { kind: 'invoice', key, request: requestOf(invoicesApi.create, { body }) };
}

/**
 * Runs `clients` clients against the server until `onAck` (called after every acknowledged write with the
 * running count) has killed it: each client stops at its first request without an answer. Returns every
 * request sent, acknowledged or lost. Any other answer (4xx, 5xx) is an error.
 */
export async function runUntilKilled(
  setup: Setup,
  clients: number,
  onAck: (acked: number) => void,
  date: string,
): Promise<WriteRequest[]> {
  const sent: WriteRequest[] = [];
  let acked = 0;
  const client = async (c: number) => {
    const unpaid: Doc[] = [];
    for (let i = 0; ; i++) {
      const req = nextRequest(setup, c, i, unpaid, date);
      sent.push(req);
      const res = await post(setup.url, setup.token, req);
      if (!res) {
        req.lost = true;
        return;
      }
      if (res.status < 200 || res.status > 299) {
        throw new Error(`${req.request.url} ${req.key}: ${res.status} ${JSON.stringify(res.body)}`);
      }
      req.answer = { status: res.status, body: res.body };
      if (req.kind === 'invoice') unpaid.push(res.body);
      acked += 1;
      onAck(acked);
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, c) => client(c)));
  return sent;
}
