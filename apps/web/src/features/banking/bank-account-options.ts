import type { BankAccountOption } from '@tawi/contracts';
import type { SelectOption } from '../../shared/form/form-text-field';
import { bankAccountLabel } from './bank-accounts-api';

/** The accounts as select options, each with its balance today ("Shop till · KES 5,000.00"). */
export const bankAccountOptions = (accounts: readonly BankAccountOption[] | undefined): SelectOption[] =>
  (accounts ?? []).map((a) => ({ value: a.id, label: bankAccountLabel(a) }));
