import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { RecurringInvoice } from '@tawi/contracts';
import type { TFunction } from 'i18next';
import type { RowAction } from '../../../shared/row-actions';
import { useCustomersText } from '../use-customers-text';
import type { ScheduleActions } from './use-schedule-actions';

/** A schedule's Pause or Resume and Delete, as the user's permissions and its status allow. */
export function scheduleRowActions(
  schedule: RecurringInvoice,
  actions: ScheduleActions,
  t: TFunction<'customers'>,
): RowAction[] {
  const { pause, resume, remove } = actions;
  const number = schedule.templateInvoiceNumber;
  return [
    {
      key: 'pause',
      icon: <PauseIcon fontSize="small" />,
      label: t('recurring.pauseNamed', { number }),
      onClick: () => pause?.(schedule),
      shown: pause !== undefined && schedule.status === 'active',
    },
    {
      key: 'resume',
      icon: <PlayArrowIcon fontSize="small" />,
      label: t('recurring.resumeNamed', { number }),
      onClick: () => resume?.(schedule),
      shown: resume !== undefined && schedule.status === 'paused',
    },
    {
      key: 'delete',
      icon: <DeleteOutlinedIcon fontSize="small" />,
      label: t('recurring.deleteNamed', { number }),
      onClick: () => remove?.(schedule),
      shown: remove !== undefined,
    },
  ];
}

/** The same actions as small icon buttons, outside a grid. */
export function ScheduleActionButtons({
  schedule,
  actions,
}: {
  schedule: RecurringInvoice;
  actions: ScheduleActions;
}) {
  const { t } = useCustomersText();
  return (
    <>
      {scheduleRowActions(schedule, actions, t)
        .filter((a) => a.shown)
        .map((a) => (
          <Tooltip key={a.key} title={a.label}>
            <IconButton size="small" aria-label={a.label} onClick={a.onClick}>
              {a.icon}
            </IconButton>
          </Tooltip>
        ))}
    </>
  );
}
