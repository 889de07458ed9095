/**
 * A small write load for the SIGKILL test: a few clients creating documents that post (invoices issued,
 * receipts paying them, manual journal entries), each POST with its own Idempotency-Key and a marker
 * (the key) in the document's notes or memo, so every document can be traced to the request that made it.
 */

export type WriteKind = 'invoice' | 'receipt' | 'journal';

export interface WriteRequest {
  kind: WriteKind;
  key: string;
  path: string;
  body: Record<string, unknown>;
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
  req: Pick<WriteRequest, 'key' | 'path' | 'body'>,
): Promise<{ status: number; body: Doc; replayed: boolean } | undefined> {
  let res: Response;
  let text: string;
  try {
    res = await fetch(`${url}${req.path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'idempotency-key': req.key,
      },
      body: JSON.stringify(req.body),
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

/** A GET that must work. */
export async function get<T>(url: string, token: string, path: string): Promise<T> {
  const res = await fetch(`${url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Every record of a list (pages of 250). */
export async function listAll<T>(url: string, token: string, path: string): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page++) {
    const sep = path.includes('?') ? '&' : '?';
    const res = await get<{ items: T[]; total: number }>(url, token, `${path}${sep}page=${page}&limit=250`);
    items.push(...res.items);
    if (items.length >= res.total || res.items.length === 0) return items;
  }
}

/** The request a client sends next: an invoice, a receipt for one of its acknowledged invoices, or an entry. */
function nextRequest(setup: Setup, client: number, i: number, unpaid: Doc[]): WriteRequest {
  const key = `kill-${client}-${i}`;
  const turn = i % 3;
  const paying = turn === 1 ? unpaid.shift() : undefined;
  if (paying) {
    return {
      kind: 'receipt',
      key,
      path: '/api/receipts',
      body: {
        customerId: setup.customerId,
        amount: paying.total,
        paymentMethod: 'bank_transfer',
        bankAccountId: setup.bankAccountId,
        notes: key,
        invoices: [{ invoiceId: paying.id, amount: paying.total }],
      },
    };
  }
  if (turn === 2) {
    const amount = 10 + ((client * 7 + i) % 13);
    return {
      kind: 'journal',
      key,
      path: '/api/journal-entries',
      body: {
        date: undefined,
        memo: key,
        status: 'Posted',
        lines: [
          { accountId: setup.expenseAccountId, debit: amount, credit: 0 },
          { accountId: setup.bankLedgerId, debit: 0, credit: amount },
        ],
      },
    };
  }
  return {
    kind: 'invoice',
    key,
    path: '/api/invoices',
    body: {
      customerId: setup.customerId,
      notes: key,
      lines: [
        {
          description: `Service ${key}`,
          qty: 1,
          unitPrice: 100 + ((client * 11 + i) % 50),
          taxCategory: 'B',
        },
      ],
    },
  };
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
      const req = nextRequest(setup, c, i, unpaid);
      if (req.kind === 'journal') req.body.date = date;
      sent.push(req);
      const res = await post(setup.url, setup.token, req);
      if (!res) {
        req.lost = true;
        return;
      }
      if (res.status < 200 || res.status > 299) {
        throw new Error(`${req.path} ${req.key}: ${res.status} ${JSON.stringify(res.body)}`);
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
