import type { DocumentLinesConfig, LinePickerProps } from '../../../shared/documents/document-lines';
import { AccountPicker } from '../../ledger/accounts/account-picker';
import { useAccounts } from '../../ledger/accounts/accounts-api';
import { type BillLineDraft, blankBillLine } from './bill-form';

/** A bill line's expense account. */
function ExpenseAccountPicker(props: LinePickerProps) {
  const accounts = useAccounts({ type: 'expense' });
  return <AccountPicker {...props} accounts={accounts.data ?? []} size="small" />;
}

/** The lines of a bill for services or expenses: what, which account, how much, and its VAT. */
export const BILL_LINES: DocumentLinesConfig<BillLineDraft> = {
  description: true,
  account: { picker: ExpenseAccountPicker },
  discount: false,
  inclVat: true,
  total: false,
  noun: 'line',
  qtyLabel: 'qty',
  deskColumns: 'minmax(160px, 1.3fr) minmax(200px, 1.5fr) 80px 150px 140px 120px 40px',
  blank: blankBillLine,
};
