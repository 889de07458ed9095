import { describe, expect, it } from 'vitest';
import { type EmployeeFormValues, employeeChanges, taxInputsToSave } from './employee-form';

const values = {
  fullName: 'Wanjiku Kamau',
  email: 'wanjiku@example.co.ke',
  department: 'finance',
  employmentType: 'full_time',
  position: 'Accountant',
  salary: 50000,
  overtimeRate: 0,
  paymentMethod: 'bank',
  resident: false,
  isActive: true,
  taxInputs: {
    resident: true,
    employment: 'secondary',
    registeredPension: 0,
    postRetirementMedicalFund: 0,
    mortgageInterest: 20000,
    insurancePremium: 10000,
    carCost: 0,
    carPrescribedValue: 0,
    meals: 0,
    nonCashBenefits: 0,
    housingType: 'none',
    housingValue: 0,
    otherBenefits: 0,
  },
} as EmployeeFormValues;

describe('employee form: PAYE inputs', () => {
  it('sends the tax inputs only when they (or residence) changed, residence following the switch', () => {
    expect(taxInputsToSave(values, false)).toBeUndefined();
    expect(taxInputsToSave(values, true)).toMatchObject({
      resident: false,
      employment: 'secondary',
      mortgageInterest: 20000,
    });
    expect(employeeChanges(values, false).taxInputs).toBeUndefined();
    expect(employeeChanges(values, true).taxInputs?.insurancePremium).toBe(10000);
  });
});
