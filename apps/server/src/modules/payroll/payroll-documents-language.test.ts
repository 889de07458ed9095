import { companyApi, payrollApi } from '@tawi/contracts';
import type { Language } from '@tawi/domain';
import { describe, expect, it } from 'vitest';
import { apiClient } from '../../testing/api-client';
import { pdfText } from '../../testing/pdf-text';
import { signupCompany, useTestApp } from '../../testing/test-app';
import { addEmployee, runPayroll } from './payroll.fixture';

const t = useTestApp();

type Printed = 'payslip' | 'p9' | 'emailSubject';

/** A company in `language` paying one employee for June 2025: her payslip, her P9A and the payslip email's subject. */
async function documentsIn(language: Language): Promise<Record<Printed, string>> {
  const owner = await signupCompany(t.app, { companyName: 'Duka Bora Traders Ltd' });
  const api = apiClient(t.app, owner.token);
  await api.ok(companyApi.update, { body: { language } });
  const employee = await addEmployee(t.app, owner.token, {
    fullName: 'Wanjiku Kamau',
    salary: 50000,
    kraPin: 'A123456789B',
    department: 'finance',
  });
  const run = await runPayroll(t.app, owner.token, { period: '2025-06' });
  expect(run.status, run.text).toBe(201);
  const record = run.body.items.find((r) => r.employeeId === employee.id);
  const id = record?.id ?? '';
  const text = (pdf: Buffer) => pdfText(pdf).replace(/ +/g, ' ');
  const mail = await api.call(payrollApi.emailPayslip, { params: { id } });
  expect(mail.status, mail.text).toBe(202);
  return {
    payslip: text(await api.ok(payrollApi.payslip, { params: { id } })),
    p9: text(await api.ok(payrollApi.p9, { params: { id: employee.id }, query: { year: 2025 } })),
    emailSubject: mail.body.subject,
  };
}

/** What each prints, label and value, in each language (the values and month names are the same). */
const PRINTS: Record<Language, Record<Printed, string[]>> = {
  sw: {
    payslip: [
      'Hati ya mshahara - June 2025',
      'Imeshughulikiwa',
      'Mfanyakazi',
      'Jina Wanjiku Kamau',
      'Idara Fedha',
      'Kodi na nambari za kisheria',
      'KRA PIN ya mfanyakazi A123456789B',
      'Mapato',
      'Mshahara wa msingi KES 50,000.00',
      'Makato',
      'Jumla ya makato',
      'Mshahara halisi',
      'Jinsi PAYE ilivyokokotolewa',
      'Nafuu ya kibinafsi',
      'Michango ya mwajiri (haikatwi)',
      'Tozo ya NITA',
    ],
    p9: [
      'Kadi ya makato ya kodi: Januari hadi Desemba 2025',
      'Mfanyakazi: Wanjiku Kamau',
      'PIN ya mfanyakazi: A123456789B',
      'Mwezi',
      'Jumla ya PAYE iliyokatwa: KES',
    ],
    emailSubject: ['Hati yako ya mshahara ya June 2025'],
  },
  en: {
    payslip: [
      'Payslip - June 2025',
      'Processed',
      'Employee',
      'Name Wanjiku Kamau',
      'Department Finance',
      'Tax and statutory numbers',
      "Employee's KRA PIN A123456789B",
      'Earnings',
      'Basic salary KES 50,000.00',
      'Deductions',
      'Total deductions',
      'Net pay',
      'How PAYE was worked out',
      'Personal relief',
      'Employer contributions (not deducted)',
      'NITA levy',
    ],
    p9: [
      'Tax deduction card: January to December 2025',
      'Employee: Wanjiku Kamau',
      "Employee's PIN: A123456789B",
      'Month',
      'Total PAYE deducted: KES',
    ],
    emailSubject: ['Your payslip for June 2025'],
  },
};

describe("the payroll documents print in the company's language", () => {
  it.each(['sw', 'en'] as const)(
    "prints a company's payslip and P9A, and writes the payslip email, in its language (%s)",
    async (language) => {
      const other = language === 'sw' ? 'en' : 'sw';
      const printed = await documentsIn(language);
      // the longer Swahili words still fit the payslip on one page
      expect(printed.payslip.split('\f').filter((page) => page.trim())).toHaveLength(1);
      for (const document of ['payslip', 'p9', 'emailSubject'] as const) {
        for (const line of PRINTS[language][document]) expect(printed[document], document).toContain(line);
        for (const line of PRINTS[other][document]) expect(printed[document], document).not.toContain(line);
      }
    },
  );
});
