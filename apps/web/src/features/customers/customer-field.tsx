import type { CustomerOption } from '@tawi/contracts';
import { RecordPickerField, type RecordPickerProps } from '../../shared/record-picker-field';
import { useActiveCustomers } from './customers-api';

export type CustomerFieldProps = RecordPickerProps<CustomerOption>;

/** Choose one of the active customers by name. */
export function CustomerField({ label = 'Customer', ...props }: CustomerFieldProps) {
  return <RecordPickerField records={useActiveCustomers()} kind="customer" label={label} {...props} />;
}
