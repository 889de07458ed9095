import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  PERMISSION_ACTIONS,
  PERMISSION_MODULES,
  type PermissionModule,
  SPECIAL_PERMISSIONS,
  type SpecialPermission,
} from '@tawi/domain';
import { useSettingsText } from '../use-settings-text';

export interface PermissionMatrixProps {
  value: readonly string[];
  onChange?: (next: string[]) => void;
  readOnly?: boolean;
  /** Labels the table for screen readers. */
  label: string;
}

const key = (m: string, a: string) => `${m}:${a}`;

/** Each special permission's key in `permissions.special` (i18next reads ':' in a key as a namespace). */
const SPECIAL_KEYS: Record<SpecialPermission, 'costsRead'> = { 'costs:read': 'costsRead' };

/**
 * Modules down, actions (View, Create, Update, Delete, Approve) across, one checkbox each; then the
 * permissions outside the matrix (cost prices and margins), each with a View checkbox.
 */
export function PermissionMatrix({ value, onChange, readOnly = false, label }: PermissionMatrixProps) {
  const { t } = useSettingsText();
  const granted = new Set(value);
  const emit = (next: Set<string>) => onChange?.(ALL_IN_ORDER.filter((p) => next.has(p)));

  const toggle = (permission: string, on: boolean) => {
    const next = new Set(granted);
    if (on) next.add(permission);
    else next.delete(permission);
    emit(next);
  };
  const toggleModule = (m: PermissionModule, on: boolean) => {
    const next = new Set(granted);
    for (const a of PERMISSION_ACTIONS) {
      if (on) next.add(key(m, a));
      else next.delete(key(m, a));
    }
    emit(next);
  };

  return (
    <Box sx={{ overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <Table size="small" aria-label={label} sx={{ minWidth: 560 }}>
        <TableHead>
          <TableRow>
            <TableCell component="th" scope="col" sx={{ fontWeight: 600 }}>
              {t('permissions.module')}
            </TableCell>
            {PERMISSION_ACTIONS.map((a) => (
              <TableCell key={a} component="th" scope="col" align="center" sx={{ fontWeight: 600 }}>
                {t(`permissions.actions.${a}`)}
              </TableCell>
            ))}
            <TableCell component="th" scope="col" align="center" sx={{ fontWeight: 600 }}>
              {t('permissions.all')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {PERMISSION_MODULES.map((m) => {
            const count = PERMISSION_ACTIONS.filter((a) => granted.has(key(m, a))).length;
            const moduleLabel = t(`permissions.modules.${m}`);
            return (
              <TableRow key={m} hover>
                <TableCell component="th" scope="row">
                  {moduleLabel}
                </TableCell>
                {PERMISSION_ACTIONS.map((a) => (
                  <TableCell key={a} align="center" padding="checkbox">
                    <Checkbox
                      checked={granted.has(key(m, a))}
                      disabled={readOnly}
                      onChange={(_, on) => toggle(key(m, a), on)}
                      slotProps={{
                        input: {
                          'aria-label': t('permissions.cell', {
                            module: moduleLabel,
                            action: t(`permissions.actions.${a}`),
                          }),
                        },
                      }}
                    />
                  </TableCell>
                ))}
                <TableCell align="center" padding="checkbox">
                  <Checkbox
                    checked={count === PERMISSION_ACTIONS.length}
                    indeterminate={count > 0 && count < PERMISSION_ACTIONS.length}
                    disabled={readOnly}
                    onChange={(_, on) => toggleModule(m, on)}
                    slotProps={{
                      input: { 'aria-label': t('permissions.allActions', { module: moduleLabel }) },
                    }}
                  />
                </TableCell>
              </TableRow>
            );
          })}
          {SPECIAL_PERMISSIONS.map((p) => {
            const specialKey = SPECIAL_KEYS[p];
            const specialLabel = t(`permissions.special.${specialKey}.label`);
            return (
              <TableRow key={p} hover>
                <TableCell component="th" scope="row">
                  {specialLabel}
                  <Typography variant="caption" color="text.secondary" component="p">
                    {t(`permissions.special.${specialKey}.description`)}
                  </Typography>
                </TableCell>
                <TableCell align="center" padding="checkbox">
                  <Checkbox
                    checked={granted.has(p)}
                    disabled={readOnly}
                    onChange={(_, on) => toggle(p, on)}
                    slotProps={{
                      input: {
                        'aria-label': t('permissions.cell', {
                          module: specialLabel,
                          action: t('permissions.actions.read'),
                        }),
                      },
                    }}
                  />
                </TableCell>
                <TableCell colSpan={PERMISSION_ACTIONS.length} />
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}

const ALL_IN_ORDER = [
  ...PERMISSION_MODULES.flatMap((m) => PERMISSION_ACTIONS.map((a) => key(m, a))),
  ...SPECIAL_PERMISSIONS,
];
