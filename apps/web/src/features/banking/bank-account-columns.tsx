import type { GridColDef } from '@mui/x-data-grid';
import type { BankAccountOption } from '@tawi/contracts';
import type { TFunction } from 'i18next';
import { optionalTextColumn } from '../../shared/lists/grid-columns';
import {
  activeStatusColumn,
  type EditDeleteActions,
  editDeleteColumn,
  moneyColumn,
} from '../../shared/lists/list-columns';
import { NameWithLead, nameColumn } from '../../shared/lists/name-column';
import { type BankAccountKind, KIND_ICONS, kindLabel, kindOptions } from './bank-account-kinds';

export interface BankAccountActions extends EditDeleteActions<BankAccountOption> {
  t: TFunction<'banking'>;
}

function NameCell({ row, t }: { row: BankAccountOption; t: TFunction<'banking'> }) {
  const Icon = KIND_ICONS[row.kind];
  const details = [row.bankName, row.accountNumber].filter(Boolean).join(' · ');
  return (
    <NameWithLead
      lead={<Icon color="primary" fontSize="small" aria-hidden />}
      name={row.name}
      caption={details || kindLabel(t, row.kind)}
    />
  );
}

export function bankAccountColumns(a: BankAccountActions): GridColDef<BankAccountOption>[] {
  const { t } = a;
  return [
    nameColumn<BankAccountOption>('name', t('columns.account'), { flex: 1.4, minWidth: 200 }, (row) => (
      <NameCell row={row} t={t} />
    )),
    {
      field: 'kind',
      headerName: t('columns.kind'),
      width: 130,
      type: 'singleSelect',
      valueOptions: kindOptions(t),
      valueFormatter: (v: BankAccountKind) => kindLabel(t, v),
    },
    optionalTextColumn('accountNumber', t('columns.accountNumber'), { width: 160 }),
    { field: 'accountCode', headerName: t('columns.ledgerCode'), width: 110 },
    moneyColumn('openingBalance', t('columns.openingBalance'), { width: 160 }),
    // a reader of banking always gets it; an account only picked for a form comes without (a dash)
    moneyColumn('balance', t('columns.balance'), { width: 170, cellClassName: 'balance-cell' }),
    activeStatusColumn(t('columns.status'), { width: 110 }),
    editDeleteColumn(a, t('columns.actions'), 100, (key, row) => t(`list.${key}`, { name: row.name })),
  ];
}
