import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/session/session-context';
import { SHORTCUTS } from './shortcuts';

function Keys({ keys }: { keys: readonly string[] }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', gap: 0.5 }}>
      {keys.map((k) => (
        <Box
          key={k}
          component="kbd"
          sx={{
            px: 0.75,
            py: 0.25,
            minWidth: 24,
            textAlign: 'center',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            fontFamily: 'inherit',
            fontSize: 13,
            bgcolor: 'action.hover',
          }}
        >
          {k}
        </Box>
      ))}
    </Box>
  );
}

/** The keyboard shortcuts the user's role can use (opened with `?`). */
export function ShortcutsHelp({ onClose }: { onClose: () => void }) {
  const { can } = useSession();
  const { t } = useTranslation();
  const shortcuts = SHORTCUTS.filter((s) => !s.permission || can(s.permission));
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="shortcuts-title">
      <DialogTitle id="shortcuts-title">{t('shortcuts.title')}</DialogTitle>
      <DialogContent>
        <Table size="small" aria-labelledby="shortcuts-title">
          <TableBody>
            {shortcuts.map((s) => (
              <TableRow key={s.keys.join('+')}>
                <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                  <Keys keys={s.keys} />
                </TableCell>
                <TableCell>{t(`shortcuts.actions.${s.description}`)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
    </Dialog>
  );
}
