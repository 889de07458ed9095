import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { SupplierOption } from '@tawi/contracts';
import type { TFunction } from 'i18next';
import { Link as RouterLink } from 'react-router';
import {
  activeStatusColumn,
  type EditDeleteActions,
  editDeleteColumn,
  moneyColumn,
} from '../../../shared/lists/list-columns';
import { nameColumn } from '../../../shared/lists/name-column';
import { partyContactColumns } from '../../../shared/lists/party-columns';
import { tradePaths } from '../trade-format';

export interface SupplierActions extends EditDeleteActions<SupplierOption> {
  /** On a phone the contact shows under the name instead of in columns. */
  narrow: boolean;
  t: TFunction<'trade'>;
}

function NameCell({ row, narrow }: { row: SupplierOption; narrow: boolean }) {
  const contact = [row.contactName, row.phone].filter(Boolean).join(' · ');
  return (
    <Box
      sx={{ minWidth: 0, display: 'flex', flexDirection: 'column', justifyContent: 'center', height: '100%' }}
    >
      <Link
        component={RouterLink}
        to={tradePaths.supplier(row.id)}
        underline="hover"
        noWrap
        sx={{ fontWeight: 500 }}
      >
        {row.name}
      </Link>
      {narrow && contact && (
        <Typography variant="caption" color="text.secondary" noWrap component="p">
          {contact}
        </Typography>
      )}
    </Box>
  );
}

export function supplierColumns(a: SupplierActions): GridColDef<SupplierOption>[] {
  const { t } = a;
  return [
    nameColumn<SupplierOption>('name', t('suppliers.columns.name'), { flex: 1, minWidth: 150 }, (row) => (
      <NameCell row={row} narrow={a.narrow} />
    )),
    ...partyContactColumns<SupplierOption>({
      contact: t('suppliers.columns.contact'),
      phone: t('suppliers.columns.phone'),
      kraPin: t('suppliers.columns.kraPin'),
      terms: t('suppliers.columns.terms'),
    }),
    moneyColumn('balance', t('suppliers.columns.balance'), { width: 140 }),
    activeStatusColumn(t('common.status'), { width: 100, sortable: false, centred: true }),
    editDeleteColumn(a, t('common.actions'), 96, (key, row) =>
      t(`suppliers.list.${key}`, { name: row.name }),
    ),
  ];
}
