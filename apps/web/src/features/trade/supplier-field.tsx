import type { SupplierOption } from '@tawi/contracts';
import { RecordPickerField, type RecordPickerProps } from '../../shared/record-picker-field';
import { useActiveSuppliers } from './suppliers/suppliers-api';

export type SupplierFieldProps = RecordPickerProps<SupplierOption>;

/** Choose one of the active suppliers by name. */
export function SupplierField({ label = 'Supplier', ...props }: SupplierFieldProps) {
  return <RecordPickerField records={useActiveSuppliers()} kind="supplier" label={label} {...props} />;
}
