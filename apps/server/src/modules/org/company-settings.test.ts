import { auditLogApi, companyApi, type WireOf } from '@tawi/contracts';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { signupCompany, useTestApp } from '../../testing/test-app';

const t = useTestApp();

const INSTRUCTIONS = {
  bankName: 'KCB',
  bankBranch: 'Moi Avenue',
  accountName: 'Acme Traders Ltd',
  accountNumber: '1234567890',
  mpesaPaybill: '522522',
  mpesaAccountNumber: 'ACME',
  mpesaTill: '',
  note: '',
};

describe('company payment instructions and negative stock setting', () => {
  it('validates paybill, till and account number; saves, clears and audits the settings', async () => {
    const owner = await signupCompany(t.app);
    const api = apiClient(t.app, owner.token);
    const patch = (body: WireOf<typeof companyApi.update.body>) => api.call(companyApi.update, { body });
    const fresh = await api.ok(companyApi.get);
    expect(fresh).toMatchObject({ paymentInstructions: null, allowNegativeStock: false });

    const bad = await patch({
      paymentInstructions: {
        ...INSTRUCTIONS,
        mpesaPaybill: '5225',
        mpesaTill: '12a456',
        accountNumber: '12',
      },
      allowNegativeStock: true,
    });
    expect(bad.status).toBe(400);
    expect(bad.error?.details?.fields).toEqual({
      'paymentInstructions.accountNumber': 'Account number is 6 to 20 letters, digits or dashes',
      'paymentInstructions.mpesaPaybill': 'Paybill is 5 to 7 digits',
      'paymentInstructions.mpesaTill': 'Till number is 5 to 7 digits',
    });
    const unknown = await patch({
      paymentInstructions: { ...INSTRUCTIONS, swift: 'KCBLKENX' } as WireOf<
        typeof companyApi.update.body
      >['paymentInstructions'],
    });
    expect(unknown.status).toBe(400);
    expect(await api.ok(companyApi.get)).toEqual(fresh);

    const saved = await patch({ paymentInstructions: INSTRUCTIONS, allowNegativeStock: true });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toMatchObject({
      allowNegativeStock: true,
      paymentInstructions: { ...INSTRUCTIONS, mpesaTill: null, note: null },
    });
    const blank = Object.fromEntries(Object.keys(INSTRUCTIONS).map((k) => [k, ' ']));
    const cleared = await patch({ paymentInstructions: blank, allowNegativeStock: false });
    expect(cleared.body).toMatchObject({ paymentInstructions: null, allowNegativeStock: false });

    const audit = await api.ok(auditLogApi.list, { query: { entity: 'company', action: 'update' } });
    expect(audit.total).toBe(2);
    expect(audit.items[1]?.before).toMatchObject({ paymentInstructions: null, allowNegativeStock: false });
    expect(audit.items[1]?.after).toMatchObject({
      paymentInstructions: { mpesaPaybill: '522522' },
      allowNegativeStock: true,
    });
    expect(audit.items[0]?.after).toMatchObject({ paymentInstructions: null, allowNegativeStock: false });
  });
});
