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
import { useTaxText } from './use-tax-text';
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
  const { t } = useTaxText();
  const uploaded = t('reports.uploaded', { date: formatDateTime(report.uploadDate, timeZone) });
  const details = [formatFileSize(report.size), uploaded];
  return (
    <ListItem
      disableGutters
      secondaryAction={
        onDelete && (
          <Tooltip title={t('reports.delete')}>
            <IconButton
              edge="end"
              aria-label={t('reports.deleteNamed', { name: report.name })}
              onClick={() => onDelete(report)}
            >
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
  const { t } = useTaxText();
  const canChange = can('accounting:update');
  const [attaching, setAttaching] = useState(false);
  const deleting = useConfirmAction<VatFilingReport>(useDeleteFilingReport(summary.period), {
    successMessage: (r) => t('reports.deleted', { name: r.name }),
  });
  return (
    <SectionCard
      title={t('reports.title')}
      aside={
        canChange && (
          <Button startIcon={<AttachFileIcon />} onClick={() => setAttaching(true)} sx={{ ml: 'auto' }}>
            {t('reports.attach')}
          </Button>
        )
      }
    >
      {summary.filingReports.length === 0 ? (
        <Typography color="text.secondary">{t('reports.none')}</Typography>
      ) : (
        <List dense disablePadding aria-label={t('reports.label', { period: summary.label })}>
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
        title={t('reports.deleteTitle')}
        message={t('reports.deleteMessage', { name: deleting.target?.name ?? '', period: summary.label })}
        confirmLabel={t('reports.delete')}
      />
    </SectionCard>
  );
}
