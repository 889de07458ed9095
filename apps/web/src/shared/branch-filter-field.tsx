import { useTranslation } from 'react-i18next';
import { FilterSelect } from './lists/filter-select';
import { useSession } from './session/session-context';

/** A report filter: one of the user's branches, or '' for all of them. */
export function BranchFilterField({
  value,
  onChange,
}: {
  value: string;
  onChange: (branchId: string) => void;
}) {
  const { me } = useSession();
  const { t } = useTranslation();
  return (
    <FilterSelect
      label={t('branchFilter.label')}
      value={me.branches.some((b) => b.id === value) ? value : ''}
      onChange={onChange}
      allLabel={t('branchFilter.all')}
      options={me.branches.map((b) => ({ value: b.id, label: b.name }))}
      sx={{ minWidth: 200, flexGrow: { xs: 1, sm: 0 } }}
    />
  );
}
