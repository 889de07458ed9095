import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteIcon from '@mui/icons-material/Delete';
import DescriptionIcon from '@mui/icons-material/Description';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { VatFilingReport, VatSummaryDetail } from '@tawi/contracts';
import { useState } from 'react';
import { formatFileSize } from '../../shared/attachment-file';
import { ConfirmDialog } from '../../shared/confirm-dialog';
import { SectionCard } from '../../shared/documents/section-card';
import { formatDateTime } from '../../shared/format';
import { useSession } from '../../shared/session/session-context';
import { useConfirmAction } from '../../shared/use-confirm-action';
import { AttachReportDialog } from './attach-report-dialog';
import { useDeleteFilingReport } from './vat-api';

function ReportItem({
  report,
  timeZone,
  onDelete,
}: {
  report: VatFilingReport;
  timeZone: string;
  onDelete: ((report: VatFilingReport) => void) | undefined;
}) {
  const details = [formatFileSize(report.size), `uploaded ${formatDateTime(report.uploadDate, timeZone)}`];
  return (
    <ListItem
      disableGutters
      secondaryAction={
        onDelete && (
          <Tooltip title="Delete">
            <IconButton edge="end" aria-label={`Delete ${report.name}`} onClick={() => onDelete(report)}>
              <DeleteIcon />
            </IconButton>
          </Tooltip>
        )
      }
    >
      <ListItemIcon sx={{ minWidth: 40 }}>
        <DescriptionIcon color="action" />
      </ListItemIcon>
      <ListItemText
        primary={
          <Link href={report.url} download={report.name} underline="hover" sx={{ overflowWrap: 'anywhere' }}>
            {report.name}
          </Link>
        }
        secondary={[report.description, details.join(' · ')].filter(Boolean).join(' — ')}
      />
    </ListItem>
  );
}

/** The files kept with a month's return: download, delete (asks first), attach another. */
export function VatFilingReports({ summary }: { summary: VatSummaryDetail }) {
  const { me, can } = useSession();
  const canChange = can('accounting:update');
  const [attaching, setAttaching] = useState(false);
  const deleting = useConfirmAction<VatFilingReport>(useDeleteFilingReport(summary.period), {
    successMessage: (r) => `${r.name} deleted`,
  });
  return (
    <SectionCard
      title="Filing reports"
      aside={
        canChange && (
          <Button startIcon={<AttachFileIcon />} onClick={() => setAttaching(true)} sx={{ ml: 'auto' }}>
            Attach report
          </Button>
        )
      }
    >
      {summary.filingReports.length === 0 ? (
        <Typography color="text.secondary">
          No reports kept with this month yet: attach the return as filed, KRA’s acknowledgement or the
          payment slip.
        </Typography>
      ) : (
        <List dense disablePadding aria-label={`Filing reports of ${summary.label}`}>
          {summary.filingReports.map((r) => (
            <ReportItem
              key={r.id}
              report={r}
              timeZone={me.company.timeZone}
              onDelete={canChange ? deleting.request : undefined}
            />
          ))}
        </List>
      )}
      {attaching && (
        <AttachReportDialog
          period={summary.period}
          label={summary.label}
          onClose={() => setAttaching(false)}
        />
      )}
      <ConfirmDialog
        {...deleting.dialogProps}
        title="Delete this filing report?"
        message={`${deleting.target?.name ?? 'The file'} is removed from ${summary.label} for good.`}
        confirmLabel="Delete"
      />
    </SectionCard>
  );
}
