import type { SupplierOption } from '@tawi/contracts';
import { RecordPickerField, type RecordPickerProps } from '../../shared/record-picker-field';
import { useActiveSuppliers } from './suppliers/suppliers-api';
import { useTradeText } from './use-trade-text';

export type SupplierFieldProps = RecordPickerProps<SupplierOption>;

// The picker's own texts put the noun inside English sentences ("No active supplier matches"): it stays
// English until the shared picker takes whole sentences.
const NOUN = { one: 'supplier', many: 'suppliers' };

/** Choose one of the active suppliers by name. */
export function SupplierField({ label, ...props }: SupplierFieldProps) {
  const { t } = useTradeText();
  return (
    <RecordPickerField
      records={useActiveSuppliers()}
      noun={NOUN}
      label={label ?? t('common.supplier')}
      {...props}
    />
  );
}
