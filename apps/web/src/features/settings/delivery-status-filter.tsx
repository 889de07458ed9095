import { FilterSelect } from '../../shared/lists/filter-select';
import { useSettingsText } from './use-settings-text';

/** A state an outbox message or an eTIMS call can be in (common.statuses). */
type DeliveryStatus = 'queued' | 'sending' | 'sent' | 'failed';

/** The outbox's and the eTIMS queue's status filter: "All statuses", then the states the list offers. */
export function DeliveryStatusFilter<S extends DeliveryStatus>({
  value,
  onChange,
  statuses,
}: {
  value: S | '';
  onChange: (value: S | '') => void;
  statuses: readonly S[];
}) {
  const { t } = useSettingsText();
  return (
    <FilterSelect
      label={t('common.status')}
      value={value}
      onChange={onChange}
      allLabel={t('common.allStatuses')}
      options={statuses.map((s) => ({ value: s, label: t(`common.statuses.${s}`) }))}
      sx={{ minWidth: 150 }}
    />
  );
}
