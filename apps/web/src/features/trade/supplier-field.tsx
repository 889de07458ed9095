import type { Supplier } from '@tawi/contracts';
import { RecordPickerField, type RecordPickerProps } from '../../shared/record-picker-field';
import { useActiveSuppliers } from './suppliers/suppliers-api';

export type SupplierFieldProps = RecordPickerProps<Supplier>;

const NOUN = { one: 'supplier', many: 'suppliers' };

/** Choose one of the active suppliers by name. */
export function SupplierField({ label = 'Supplier', ...props }: SupplierFieldProps) {
  return <RecordPickerField records={useActiveSuppliers()} noun={NOUN} label={label} {...props} />;
}
