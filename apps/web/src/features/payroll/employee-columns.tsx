import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { Employee } from '@tawi/contracts';
import { formatKes } from '../../shared/format';
import { rowActions } from '../../shared/row-actions';
import { StatusChip } from '../../shared/status-chip';
import { departmentLabel, employmentTypeLabel } from './employee-form';

export interface EmployeeActions {
  canUpdate: boolean;
  canDelete: boolean;
  onEdit: (employee: Employee) => void;
  onDelete: (employee: Employee) => void;
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
  return [
    { field: 'fullName', headerName: 'Employee', flex: 1.5, minWidth: 200, renderCell: NameCell },
    {
      field: 'department',
      headerName: 'Department',
      width: 160,
      valueFormatter: (v: string) => departmentLabel(v),
    },
    { field: 'position', headerName: 'Position', flex: 1, minWidth: 140 },
    {
      field: 'employmentType',
      headerName: 'Type',
      width: 120,
      valueFormatter: (v: string) => employmentTypeLabel(v),
    },
    {
      field: 'salary',
      headerName: 'Basic salary',
      type: 'number',
      width: 150,
      valueFormatter: (v: number) => formatKes(v),
    },
    {
      field: 'isActive',
      headerName: 'Status',
      width: 110,
      renderCell: ({ row }) => <StatusChip status={row.isActive ? 'Active' : 'Inactive'} />,
    },
    {
      field: 'actions',
      type: 'actions',
      headerName: 'Actions',
      width: 96,
      getActions: ({ row }) =>
        rowActions([
          {
            key: 'edit',
            icon: <EditIcon />,
            label: `Edit ${row.fullName}`,
            onClick: () => a.onEdit(row),
            shown: a.canUpdate,
          },
          {
            key: 'delete',
            icon: <DeleteIcon />,
            label: `Delete ${row.fullName}`,
            onClick: () => a.onDelete(row),
            shown: a.canDelete,
          },
        ]),
    },
  ];
}
