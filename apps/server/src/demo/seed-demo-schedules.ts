import { customersApi, invoicesApi, paymentRemindersApi, recurringInvoicesApi } from '@tawi/contracts';
import { addDays } from '@tawi/domain';
import type { DemoCall } from './demo-client';

/** Days after the due date on which an overdue invoice gets a reminder, in the demo. */
export const DEMO_REMINDER_DAYS = [7, 30];

/**
 * What runs by itself in the demo: a monthly service contract billed by a recurring invoice (emailed to
 * the customer from the second month on), and payment reminders to overdue customers (through the outbox).
 */
export async function seedDemoSchedules(call: DemoCall, branchId: string, today: string) {
  const customer = await call(customersApi.create, {
    body: {
      name: 'Westlands Office Park Ltd',
      email: 'accounts@westlandsofficepark.co.ke',
      kraPin: 'P051100299Z',
      paymentTerms: 'net_15',
    },
  });
  const invoice = await call(
    invoicesApi.create,
    {
      body: {
        customerId: customer.id,
        date: today,
        status: 'Unpaid',
        lines: [
          {
            description: 'Office supplies delivery (monthly contract)',
            qty: 1,
            unitPrice: 12000,
            taxCategory: 'B',
          },
        ],
      },
    },
    branchId,
  );
  await call(
    recurringInvoicesApi.create,
    {
      body: {
        invoiceId: invoice.id,
        frequency: 'monthly',
        startDate: addDays(today, 30),
        emailCustomer: true,
      },
    },
    branchId,
  );
  await call(paymentRemindersApi.save, { body: { enabled: true, steps: DEMO_REMINDER_DAYS } });
}
