/** Account types (API.md: lower case). Normal balance: debit for assets and expenses, credit for the rest. */
export const ACCOUNT_TYPES = ['asset', 'liability', 'equity', 'income', 'expense'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const normalBalance = (type: AccountType): 'debit' | 'credit' =>
  type === 'asset' || type === 'expense' ? 'debit' : 'credit';

/** The keys posting rules find accounts by (each on one account of the default chart). */
export const SYSTEM_ACCOUNT_KEYS = [
  'cash',
  'bank',
  'mpesa',
  'accounts_receivable',
  'inventory',
  'stock_in_transit',
  'vat_input',
  'vat_withholding_receivable',
  'prepayments',
  'inter_branch',
  'accounts_payable',
  'vat_output',
  'vat_withheld_payable',
  'paye_payable',
  'nssf_payable',
  'shif_payable',
  'housing_levy_payable',
  'nita_payable',
  'salaries_payable',
  'customer_credits',
  'capital',
  'retained_earnings',
  'opening_balance_equity',
  'sales',
  'sales_returns',
  'other_income',
  'cost_of_sales',
  'salaries_expense',
  'employer_nssf_expense',
  'employer_housing_levy_expense',
  'nita_expense',
  'bank_charges',
  'stock_adjustments',
  'rounding',
] as const;
export type SystemAccountKey = (typeof SYSTEM_ACCOUNT_KEYS)[number];

export interface ChartAccount {
  code: string;
  name: string;
  type: AccountType;
  subtype: string;
  /**
   * Set on the accounts posting rules rely on: such an account cannot be deleted or retyped, and
   * rules find it by this key, never by code or name (a company may renumber or rename it).
   */
  systemKey?: SystemAccountKey;
}

const a = (
  code: string,
  name: string,
  type: AccountType,
  subtype: string,
  systemKey?: SystemAccountKey,
): ChartAccount => ({
  code,
  name,
  type,
  subtype,
  ...(systemKey && { systemKey }),
});

/** The default chart of accounts of a Kenyan SME, created with every company. */
export const DEFAULT_CHART: readonly ChartAccount[] = [
  a('1000', 'Cash on Hand', 'asset', 'cash', 'cash'),
  a('1010', 'Bank Accounts', 'asset', 'bank', 'bank'),
  a('1020', 'M-Pesa', 'asset', 'mobile_money', 'mpesa'),
  a('1100', 'Accounts Receivable', 'asset', 'receivable', 'accounts_receivable'),
  a('1200', 'Inventory', 'asset', 'inventory', 'inventory'),
  a('1210', 'Stock in Transit', 'asset', 'inventory', 'stock_in_transit'),
  a('1300', 'VAT Input', 'asset', 'tax', 'vat_input'),
  // VAT customers (withholding agents) withheld and paid to KRA for the company: a credit against VAT due.
  a('1310', 'Withholding VAT Receivable', 'asset', 'tax', 'vat_withholding_receivable'),
  a('1400', 'Prepayments', 'asset', 'prepayment', 'prepayments'),
  a('1500', 'Property, Plant and Equipment', 'asset', 'fixed_asset'),
  // Per branch: what the other branches owe it (debit) or it owes them (credit); nets to zero company-wide.
  a('1900', 'Inter-branch Account', 'asset', 'inter_branch', 'inter_branch'),
  a('2000', 'Accounts Payable', 'liability', 'payable', 'accounts_payable'),
  a('2100', 'VAT Output', 'liability', 'tax', 'vat_output'),
  // VAT the company (a withholding agent) withheld from suppliers: due to KRA within 5 working days.
  a('2110', 'Withholding VAT Payable', 'liability', 'tax', 'vat_withheld_payable'),
  a('2200', 'PAYE Payable', 'liability', 'statutory', 'paye_payable'),
  a('2210', 'NSSF Payable', 'liability', 'statutory', 'nssf_payable'),
  a('2220', 'SHIF Payable', 'liability', 'statutory', 'shif_payable'),
  a('2230', 'Housing Levy Payable', 'liability', 'statutory', 'housing_levy_payable'),
  a('2240', 'NITA Payable', 'liability', 'statutory', 'nita_payable'),
  a('2300', 'Salaries Payable', 'liability', 'payroll', 'salaries_payable'),
  a('2400', 'Customer Credits', 'liability', 'customer_credit', 'customer_credits'),
  a('3000', "Owner's Capital", 'equity', 'capital', 'capital'),
  a('3100', 'Retained Earnings', 'equity', 'retained_earnings', 'retained_earnings'),
  a('3200', 'Opening Balance Equity', 'equity', 'opening_balance', 'opening_balance_equity'),
  a('4000', 'Sales', 'income', 'sales', 'sales'),
  a('4100', 'Sales Returns', 'income', 'sales_returns', 'sales_returns'),
  a('4200', 'Other Income', 'income', 'other_income', 'other_income'),
  a('5000', 'Cost of Sales', 'expense', 'cost_of_sales', 'cost_of_sales'),
  a('6000', 'Salaries and Wages', 'expense', 'payroll', 'salaries_expense'),
  a('6010', 'Employer NSSF', 'expense', 'payroll', 'employer_nssf_expense'),
  a('6020', 'Employer Housing Levy', 'expense', 'payroll', 'employer_housing_levy_expense'),
  a('6030', 'NITA Levy', 'expense', 'payroll', 'nita_expense'),
  a('6100', 'Rent', 'expense', 'operating'),
  a('6110', 'Utilities', 'expense', 'operating'),
  a('6120', 'Bank Charges', 'expense', 'operating', 'bank_charges'),
  a('6130', 'Stock Adjustments', 'expense', 'inventory', 'stock_adjustments'),
  a('6140', 'Rounding', 'expense', 'operating', 'rounding'),
  a('6150', 'Transport and Fuel', 'expense', 'operating'),
  a('6160', 'Telephone and Internet', 'expense', 'operating'),
  a('6170', 'Repairs and Maintenance', 'expense', 'operating'),
  a('6180', 'Professional Fees', 'expense', 'operating'),
  a('6190', 'General Expenses', 'expense', 'operating'),
];
