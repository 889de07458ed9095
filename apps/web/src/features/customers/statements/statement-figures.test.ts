import { type CustomerStatement, customersApi, urlOf } from '@tawi/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { areaText } from '../../../shared/i18n/area-text';
import { mailCustomerStatement } from '../customers-api';
import { isValidPeriod, statementAging, statementSummary } from './statement-figures';

const line = (debit: number, credit: number, balance: number) => ({
  date: '2026-03-01',
  type: 'invoice' as const,
  number: 'X',
  description: '',
  debit,
  credit,
  balance,
});

const statement: CustomerStatement = {
  customerId: 'c1',
  customerName: 'Kilimani Grocers',
  from: '2026-01-01',
  to: '2026-03-31',
  openingBalance: 100.1,
  lines: [line(3248, 0, 3348.1), line(0, 1500.2, 1847.9), line(0, 0.1, 1847.8)],
  closingBalance: 1847.8,
  aging: { current: 0, days1to30: 1747.7, days31to60: 0, days61to90: 0, over90: 100.1, total: 1847.8 },
  openInvoices: [],
};

describe('customer statement figures', () => {
  const t = areaText('customers');

  it('sums what was charged and paid in the period exactly', () => {
    expect(statementSummary(statement, t)).toEqual([
      ['Opening balance', 'KES 100.10'],
      ['Charged', 'KES 3,248.00'],
      ['Paid', 'KES 1,500.30'],
      ['Closing balance', 'KES 1,847.80'],
    ]);
  });

  it('lists the aging in the spec buckets', () => {
    expect(statementAging(statement, t)).toEqual([
      ['Current', 'KES 0.00'],
      ['1-30 Days', 'KES 1,747.70'],
      ['31-60 Days', 'KES 0.00'],
      ['61-90 Days', 'KES 0.00'],
      ['Over 90 Days', 'KES 100.10'],
    ]);
  });

  it('needs both ends of the period, in order', () => {
    expect(isValidPeriod({ from: '2026-01-01', to: '2026-01-01' })).toBe(true);
    expect(isValidPeriod({ from: '2026-02-01', to: '2026-01-01' })).toBe(false);
    expect(isValidPeriod({ from: '', to: '2026-01-01' })).toBe(false);
  });

  afterEach(() => vi.unstubAllGlobals());

  it('mails the statement of the period', async () => {
    const fetchMock = vi.fn<typeof fetch>(
      async () =>
        new Response(JSON.stringify({ id: 'm1', to: 'a@b.co.ke', subject: 'S', status: 'queued' }), {
          status: 202,
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('document', { cookie: '' });
    const result = await mailCustomerStatement(
      'c1',
      { from: '2026-01-01', to: '2026-03-31' },
      { to: 'a@b.co.ke' },
    );
    expect(result.status).toBe('queued');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(
      urlOf(customersApi.emailStatement, {
        params: { id: 'c1' },
        query: { from: '2026-01-01', to: '2026-03-31' },
        body: { to: 'a@b.co.ke' },
      }),
    );
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"to":"a@b.co.ke"}');
  });
});
