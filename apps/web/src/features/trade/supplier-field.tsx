import type { SupplierOption } from '@tawi/contracts';
import { RecordPickerField, type RecordPickerProps } from '../../shared/record-picker-field';
import { useActiveSuppliers } from './suppliers/suppliers-api';
import { useTradeText } from './use-trade-text';

export type SupplierFieldProps = RecordPickerProps<SupplierOption>;

/** Choose one of the active suppliers by name. */
export function SupplierField({ label, ...props }: SupplierFieldProps) {
  const { t } = useTradeText();
  return (
    <RecordPickerField
      records={useActiveSuppliers()}
      kind="supplier"
      label={label ?? t('common.supplier')}
      {...props}
    />
  );
}
