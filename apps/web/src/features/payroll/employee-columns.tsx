import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { Employee } from '@tawi/contracts';
import type { TFunction } from 'i18next';
import { formatKes } from '../../shared/format';
import { rowActions } from '../../shared/row-actions';
import { StatusChip } from '../../shared/status-chip';
import { departmentLabel, employmentTypeLabel } from './employee-form';

export interface EmployeeActions {
  canUpdate: boolean;
  canDelete: boolean;
  onEdit: (employee: Employee) => void;
  onDelete: (employee: Employee) => void;
  t: TFunction<'payroll'>;
}

function NameCell({ row }: { row: Employee }) {
  return (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', height: '100%', minWidth: 0 }}
    >
      <Typography variant="body2" noWrap sx={{ fontWeight: 500, lineHeight: 1.3 }}>
        {row.fullName}
      </Typography>
      <Typography variant="caption" color="text.secondary" noWrap component="p">
        {row.employeeNumber} · {row.email}
      </Typography>
    </Box>
  );
}

export function employeeColumns(a: EmployeeActions): GridColDef<Employee>[] {
  const { t } = a;
  return [
    {
      field: 'fullName',
      headerName: t('columns.employee'),
      flex: 1.5,
      minWidth: 200,
      renderCell: NameCell,
    },
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
    {
      field: 'salary',
      headerName: t('columns.basicSalary'),
      type: 'number',
      width: 150,
      valueFormatter: (v: number) => formatKes(v),
    },
    {
      field: 'isActive',
      headerName: t('columns.status'),
      width: 110,
      renderCell: ({ row }) => <StatusChip status={row.isActive ? 'Active' : 'Inactive'} />,
    },
    {
      field: 'actions',
      type: 'actions',
      headerName: t('columns.actions'),
      width: 96,
      getActions: ({ row }) =>
        rowActions([
          {
            key: 'edit',
            icon: <EditIcon />,
            label: t('employees.editNamed', { name: row.fullName }),
            onClick: () => a.onEdit(row),
            shown: a.canUpdate,
          },
          {
            key: 'delete',
            icon: <DeleteIcon />,
            label: t('employees.deleteNamed', { name: row.fullName }),
            onClick: () => a.onDelete(row),
            shown: a.canDelete,
          },
        ]),
    },
  ];
}
