import Box from '@mui/material/Box';
import type { Employee } from '@tawi/contracts';
import { FormSwitch } from '../../shared/form/form-switch';
import { useDialogForm } from '../../shared/form/use-dialog-form';
import { FormDialog } from '../../shared/form-dialog';
import { useSession } from '../../shared/session/session-context';
import { EmployeeFieldSections } from './employee-fields';
import {
  EMPLOYEE_FIELDS,
  employeeChanges,
  employeeForm,
  employeeFormValues,
  taxInputsToSave,
} from './employee-form';
import { useEmployee, useSaveEmployee } from './payroll-api';
import { usePayrollText } from './use-payroll-text';

export interface EmployeeDialogProps {
  /** The employee to edit; none to add one to the active branch. */
  employee: Employee | undefined;
  onClose: () => void;
  onSaved?: (employee: Employee) => void;
}

/** Add or edit an employee. Mount only while open. A list row has no tax inputs: they are loaded first. */
export function EmployeeDialog(props: EmployeeDialogProps) {
  const { employee } = props;
  if (employee && employee.taxInputs === undefined)
    return <LoadedEmployeeDialog {...props} id={employee.id} />;
  return <EmployeeDialogForm {...props} />;
}

function LoadedEmployeeDialog({ id, ...props }: EmployeeDialogProps & { id: string }) {
  const detail = useEmployee(id);
  if (!detail.data) return null;
  return <EmployeeDialogForm {...props} employee={detail.data} />;
}

function EmployeeDialogForm({ employee, onClose, onSaved }: EmployeeDialogProps) {
  const { activeBranch } = useSession();
  const { t } = usePayrollText();
  const save = useSaveEmployee();
  const { form, dialog } = useDialogForm({
    schema: employeeForm,
    defaultValues: employeeFormValues(employee),
    serverFields: EMPLOYEE_FIELDS,
    onClose,
    save: async (values) => {
      const { isActive: _active, taxInputs: _tax, ...create } = values;
      const { dirtyFields } = form.formState;
      const changed = Boolean(dirtyFields.taxInputs || dirtyFields.resident);
      const body = employee
        ? employeeChanges(values, changed)
        : { ...create, taxInputs: taxInputsToSave(values, changed), branchId: activeBranch?.id };
      const saved = await save.mutateAsync({ id: employee?.id, body });
      onSaved?.(saved);
      return employee
        ? t('dialog.updated', { name: saved.fullName })
        : t('dialog.added', { name: saved.fullName, number: saved.employeeNumber });
    },
  });
  const { control } = form;

  return (
    <FormDialog
      title={employee ? t('dialog.editTitle', { name: employee.fullName }) : t('dialog.addTitle')}
      {...dialog}
      submitLabel={employee ? t('dialog.save') : t('dialog.add')}
      maxWidth="md"
    >
      <Box sx={{ pt: 1 }}>
        <EmployeeFieldSections control={control} />
        {employee && (
          <FormSwitch
            control={control}
            name="isActive"
            label={t('dialog.active')}
            helperText={t('dialog.activeHelp')}
          />
        )}
      </Box>
    </FormDialog>
  );
}
