import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { customerReceiptsApi, customersApi, invoicesApi, taxApi } from '@tawi/contracts';
import { todayIn } from '@tawi/domain';
import { callEntry } from '../support/api-client';
import { dateField, fillDate } from '../support/dates';
import { fact, shot, toast } from '../support/documents';
import { createBankAccount, createCompany } from '../support/factories';
import { hasValue, pickOption, tableCells } from '../support/mui';
import { useServerAndBrowser } from '../support/suite';
import { loginThroughUi, newPage } from '../support/ui';

describe('withholding VAT', () => {
  const spec = useServerAndBrowser();

  it('records the VAT an agent customer withheld on a receipt, and the month offsets it against output VAT', async () => {
    const owner = await createCompany(spec.server.url, { companyName: 'Jua Kali Supplies Ltd' });
    const [url, token] = [spec.server.url, owner.token];
    const today = todayIn('Africa/Nairobi');
    await createBankAccount(spec.server.url, owner, {
      name: 'Equity Current',
      kind: 'bank',
      openingBalance: 0,
    });
    const agent = await callEntry(url, token, customersApi.create, {
      body: {
        name: 'Kenya Ports Authority',
        kraPin: 'P051300200K',
        paymentTerms: 'net_30',
        withholdingVatAgent: true,
      },
    });
    // 10,000 at 16%: 11,600; the agent pays 11,400 and withholds 2% of 10,000
    const invoice = await callEntry(url, token, invoicesApi.create, {
      body: {
        customerId: agent.id,
        lines: [{ description: 'Forklift hire', qty: 1, unitPrice: 10_000, taxCategory: 'B' }],
      },
    });
    const { page } = await newPage(spec.browser, spec.server.url);
    await loginThroughUi(page, owner.email, owner.password, `/dashboard/invoices/${invoice.id}`);
    await page.getByRole('button', { name: 'Record receipt' }).click();
    const pay = page.getByRole('dialog', { name: 'New receipt' });
    // the dialog opens with the invoice paid in full: change it once that is in
    await hasValue(pay.getByLabel(`Amount for ${invoice.invoiceNumber}`), '11600');
    await pay.getByRole('spinbutton', { name: 'Amount', exact: true }).fill('11400');
    await pay.getByLabel('VAT withheld').fill('200');
    await pay.getByLabel('Withholding certificate no.').fill('WHT-2026-0042');
    await fillDate(dateField(pay, 'Certificate date'), today);
    await pay.getByLabel(`Amount for ${invoice.invoiceNumber}`).fill('11600');
    await pay.getByLabel('M-Pesa code').fill('QWH7K2L9XA');
    await pickOption(page, pay.getByRole('combobox', { name: 'Paid into' }), 'Equity Current · KES 0.00');
    await shot(page, 'withholding-receipt-dialog');
    await pay.getByRole('button', { name: 'Record receipt' }).click();
    await toast(page, 'RCT-0001 recorded');
    await pay.waitFor({ state: 'detached' });
    // the invoice reloads settled: the money and the VAT withheld together
    await fact(page, 'Paid')
      .filter({ hasText: /^KES 11,600\.00$/ })
      .waitFor();
    assert.equal(await fact(page, 'Outstanding').innerText(), 'KES 0.00');

    const [receipt] = (await callEntry(url, token, customerReceiptsApi.list, { query: {} })).items;
    assert.equal(receipt?.vatWithheld, 200);
    assert.equal(receipt?.amount, 11_400);

    // the VAT summary of the month: output 1,600 less the 200 withheld
    const period = today.slice(0, 7);
    await page.goto(`/dashboard/vat-summary/${period}`);
    const credits = page.getByRole('table', { name: /^Withholding VAT certificates of / });
    await credits.waitFor();
    const rows = await tableCells(credits);
    assert.ok(
      rows.some((r) => r.includes('WHT-2026-0042') && r.includes('KES 200.00')),
      JSON.stringify(rows),
    );
    const summary = await callEntry(url, token, taxApi.get, { params: { period } });
    assert.equal(summary.withholdingCredits, 200);
    assert.equal(summary.netVat, summary.outputVat - summary.inputVat - 200);
    await shot(page, 'withholding-vat-summary');
  });
});
