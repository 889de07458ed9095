import type { GridColDef } from '@mui/x-data-grid';
import type { Employee } from '@tawi/contracts';
import type { TFunction } from 'i18next';
import {
  activeStatusColumn,
  type EditDeleteActions,
  editDeleteColumn,
  moneyColumn,
  NameWithCaption,
} from '../../shared/lists/list-columns';
import { nameColumn } from '../../shared/lists/name-column';
import { departmentLabel, employmentTypeLabel } from './employee-form';

export interface EmployeeActions extends EditDeleteActions<Employee> {
  t: TFunction<'payroll'>;
}

export function employeeColumns(a: EmployeeActions): GridColDef<Employee>[] {
  const { t } = a;
  return [
    nameColumn<Employee>('fullName', t('columns.employee'), { flex: 1.5, minWidth: 200 }, (row) => (
      <NameWithCaption name={row.fullName} caption={`${row.employeeNumber} · ${row.email}`} />
    )),
    {
      field: 'department',
      headerName: t('columns.department'),
      width: 160,
      valueFormatter: (v: string) => departmentLabel(t, v),
    },
    { field: 'position', headerName: t('columns.position'), flex: 1, minWidth: 140 },
    {
      field: 'employmentType',
      headerName: t('columns.type'),
      width: 120,
      valueFormatter: (v: string) => employmentTypeLabel(t, v),
    },
    moneyColumn('salary', t('columns.basicSalary'), { width: 150 }),
    activeStatusColumn(t('columns.status'), { width: 110 }),
    editDeleteColumn(a, t('columns.actions'), 96, (key, row) =>
      t(`employees.${key}`, { name: row.fullName }),
    ),
  ];
}
