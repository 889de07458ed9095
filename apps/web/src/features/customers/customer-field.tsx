import type { CustomerOption } from '@tawi/contracts';
import { RecordPickerField, type RecordPickerProps } from '../../shared/record-picker-field';
import { useActiveCustomers } from './customers-api';
import { useCustomersText } from './use-customers-text';

export type CustomerFieldProps = RecordPickerProps<CustomerOption>;

/** Choose one of the active customers by name. */
export function CustomerField({ label, ...props }: CustomerFieldProps) {
  const { t } = useCustomersText();
  const records = useActiveCustomers();
  return (
    <RecordPickerField records={records} kind="customer" label={label ?? t('common.customer')} {...props} />
  );
}
