import type { GridColDef } from '@mui/x-data-grid';
import type { CustomerOption } from '@tawi/contracts';
import type { TFunction } from 'i18next';
import { documentColumn } from '../../shared/lists/grid-columns';
import {
  activeStatusColumn,
  type EditDeleteActions,
  editDeleteColumn,
  moneyColumn,
} from '../../shared/lists/list-columns';
import { partyContactColumns } from '../../shared/lists/party-columns';
import { CustomerTierChip } from './customer-tier-chip';
import { customerPaths } from './customers-paths';

export interface CustomerActions extends EditDeleteActions<CustomerOption> {
  /** On a phone the contact and balance show under the name. */
  narrow: boolean;
  t: TFunction<'customers'>;
}

export function customerColumns(a: CustomerActions): GridColDef<CustomerOption>[] {
  const { t } = a;
  return [
    documentColumn<CustomerOption>(
      'name',
      t('columns.name'),
      (row) => ({
        number: row.name,
        to: customerPaths.customer(row.id),
        caption: a.narrow ? [row.contactName, row.phone].filter(Boolean).join(' · ') || undefined : undefined,
      }),
      { flex: 1, minWidth: 150 },
    ),
    ...partyContactColumns<CustomerOption>({
      contact: t('columns.contact'),
      phone: t('columns.phone'),
      kraPin: t('columns.kraPin'),
      terms: t('columns.terms'),
    }),
    moneyColumn('balance', t('columns.balance'), { width: 140 }),
    {
      field: 'tier',
      headerName: t('columns.tier'),
      width: 110,
      sortable: false,
      renderCell: ({ row }) => <CustomerTierChip tier={row.tier} />,
    },
    activeStatusColumn(t('columns.status'), { width: 100, sortable: false, centred: true }),
    editDeleteColumn(a, t('columns.actions'), 96, (key, row) => t(`list.${key}`, { name: row.name })),
  ];
}
