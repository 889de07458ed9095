import GroupsIcon from '@mui/icons-material/Groups';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Employee } from '@tawi/contracts';
import { DEPARTMENTS, type DepartmentCode, EMPLOYEE_PAGE_SIZE } from '@tawi/domain';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { addAction } from '../../shared/lists/add-action';
import { DeleteConfirm } from '../../shared/lists/delete-confirm';
import { FilterSelect } from '../../shared/lists/filter-select';
import { filteredEmptyTexts, searchTexts } from '../../shared/lists/list-texts';
import { RecordTable } from '../../shared/lists/record-table';
import { SearchToolbar } from '../../shared/lists/search-toolbar';
import { useEditDelete } from '../../shared/lists/use-edit-delete';
import { PageHeader } from '../../shared/page-header';
import { useSession } from '../../shared/session/session-context';
import { useBranchDescription } from '../../shared/session/use-branch-description';
import { useDebouncedValue } from '../../shared/use-debounced-value';
import { employeeColumns } from './employee-columns';
import { EmployeeDialog } from './employee-dialog';
import { departmentLabel } from './employee-form';
import { useDeleteEmployee, useEmployees } from './payroll-api';
import { usePayrollText } from './use-payroll-text';

/** The branch's employees, 250 a page (SPEC point 9), searchable and filtered by department. */
export function EmployeesPage() {
  const { can, activeBranch } = useSession();
  const { t } = usePayrollText();
  const description = useBranchDescription(
    (branch) => t('employees.description', { branch }),
    t('employees.descriptionThisBranch'),
  );
  const navigate = useNavigate();
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'));
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [search, setSearch] = useState('');
  const [department, setDepartment] = useState<DepartmentCode | ''>('');
  const [page, setPage] = useState(1);
  const debounced = useDebouncedValue(search.trim());
  const employees = useEmployees({ page, search: debounced, department, branchId: activeBranch?.id });
  const { editor, remove, actions } = useEditDelete<Employee>(
    useDeleteEmployee(),
    (e) => t('employees.deleted', { name: e.fullName }),
    { update: can('employees:update'), delete: can('employees:delete') },
  );
  const columns = useMemo(() => employeeColumns({ ...actions, t }), [actions, t]);
  const total = employees.data?.total ?? 0;
  const pages = Math.ceil(total / EMPLOYEE_PAGE_SIZE);

  return (
    <>
      <PageHeader
        title={t('employees.title')}
        description={description}
        actions={addAction(can('employees:create'), t('employees.add'), editor.openNew)}
      />
      <SearchToolbar
        value={search}
        onChange={(v) => {
          setSearch(v);
          setPage(1);
        }}
        {...searchTexts((key) => t(`employees.${key}`))}
      >
        <FilterSelect
          label={t('employees.department')}
          value={department}
          onChange={(value) => {
            setDepartment(value);
            setPage(1);
          }}
          allLabel={t('employees.allDepartments')}
          options={DEPARTMENTS.map((d) => ({ value: d.code, label: departmentLabel(t, d.code) }))}
          sx={{ minWidth: 200, flexGrow: { xs: 1, sm: 0 } }}
        />
        {employees.data && (
          <Typography color="text.secondary" variant="body2" sx={{ ml: { sm: 'auto' } }}>
            {t('employees.count', { count: total })}
          </Typography>
        )}
      </SearchToolbar>
      <RecordTable
        label={t('employees.title')}
        query={employees}
        rows={employees.data?.items ?? []}
        columns={columns}
        {...filteredEmptyTexts(Boolean(debounced || department), (key) => t(`employees.${key}`))}
        emptyIcon={GroupsIcon}
        rowHeight={60}
        onOpen={(row) => navigate(`/dashboard/employees/${row.id}`)}
        columnVisibilityModel={{
          position: !narrow,
          employmentType: !narrow,
          isActive: !narrow,
          department: !narrow,
          salary: !phone,
        }}
      />
      {pages > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Pagination
            count={pages}
            page={page}
            onChange={(_, p) => setPage(p)}
            aria-label={t('employees.pages')}
          />
        </Box>
      )}
      {editor.current && <EmployeeDialog employee={editor.current.item} onClose={editor.close} />}
      <DeleteConfirm
        action={remove}
        name={(row) => row.fullName}
        text={(key, v) => t(`employees.${key}`, v)}
      />
    </>
  );
}
