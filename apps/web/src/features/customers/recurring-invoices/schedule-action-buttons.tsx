import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { RecurringInvoice } from '@tawi/contracts';
import type { RowAction } from '../../../shared/row-actions';
import type { ScheduleActions } from './use-schedule-actions';

/** A schedule's Pause or Resume and Delete, as the user's permissions and its status allow. */
export function scheduleRowActions(schedule: RecurringInvoice, actions: ScheduleActions): RowAction[] {
  const { pause, resume, remove } = actions;
  const of = schedule.templateInvoiceNumber;
  return [
    {
      key: 'pause',
      icon: <PauseIcon fontSize="small" />,
      label: `Pause schedule of ${of}`,
      onClick: () => pause?.(schedule),
      shown: pause !== undefined && schedule.status === 'active',
    },
    {
      key: 'resume',
      icon: <PlayArrowIcon fontSize="small" />,
      label: `Resume schedule of ${of}`,
      onClick: () => resume?.(schedule),
      shown: resume !== undefined && schedule.status === 'paused',
    },
    {
      key: 'delete',
      icon: <DeleteOutlinedIcon fontSize="small" />,
      label: `Delete schedule of ${of}`,
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
  return (
    <>
      {scheduleRowActions(schedule, actions)
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
