import type { SupplierOption } from '@tawi/contracts';
import { RecordPickerField, type RecordPickerProps } from '../../shared/record-picker-field';
import { useActiveSuppliers } from './suppliers/suppliers-api';

export type SupplierFieldProps = RecordPickerProps<SupplierOption>;

const NOUN = { one: 'supplier', many: 'suppliers' };

/** Choose one of the active suppliers by name. */
export function SupplierField({ label = 'Supplier', ...props }: SupplierFieldProps) {
  return <RecordPickerField records={useActiveSuppliers()} noun={NOUN} label={label} {...props} />;
}
