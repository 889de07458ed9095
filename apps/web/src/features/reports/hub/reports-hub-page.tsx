import AssessmentIcon from '@mui/icons-material/Assessment';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { REPORT_AREA_LABELS } from '@tawi/contracts';
import { useState } from 'react';
import { EmptyState } from '../../../shared/empty-state';
import { LinkCard } from '../../../shared/link-card';
import { PageHeader } from '../../../shared/page-header';
import { SearchField } from '../../../shared/search-field';
import { useCan } from '../../../shared/session/session-context';
import { AREA_ORDER, matchingReports, REPORT_LINKS, type ReportLink } from './report-directory';

const AREA_TITLES: Record<ReportLink['area'], string> = {
  financial: 'Financial statements',
  ...REPORT_AREA_LABELS,
};

export interface ReportsHubPageProps {
  title?: string;
  description?: string;
  /** The areas listed; all when not given (the spec's Sales Inventory, Insights, Performance pages list some). */
  areas?: readonly ReportLink['area'][];
}

/** Every report the user may open, grouped by area, with a search over titles and descriptions. */
export function ReportsHubPage({
  title = 'Reports',
  description = 'Every report of the books, sales, stock, purchasing and people, from posted data.',
  areas = AREA_ORDER,
}: ReportsHubPageProps) {
  const can = useCan();
  const [search, setSearch] = useState('');
  const allowed = REPORT_LINKS.filter((l) => areas.includes(l.area) && can(l.permission));
  const found = matchingReports(allowed, search);
  return (
    <>
      <PageHeader title={title} description={description} />
      <Box sx={{ mb: 3, maxWidth: 420 }}>
        <SearchField
          value={search}
          onChange={setSearch}
          placeholder="Search reports"
          label="Search reports"
        />
      </Box>
      {found.length === 0 && (
        <EmptyState
          icon={AssessmentIcon}
          title={allowed.length === 0 ? 'No reports for your role' : 'No report matches'}
          description={
            allowed.length === 0 ? 'Ask an owner for access to the reports you need.' : 'Try another word.'
          }
        />
      )}
      {areas.map((area) => {
        const links = found.filter((l) => l.area === area);
        if (links.length === 0) return null;
        return (
          <Box component="section" key={area} aria-labelledby={`reports-${area}`} sx={{ mb: 4 }}>
            <Typography id={`reports-${area}`} variant="h6" component="h2" sx={{ mb: 1.5 }}>
              {AREA_TITLES[area]}
            </Typography>
            <Grid container spacing={2}>
              {links.map((link) => (
                <Grid key={link.to} size={{ xs: 12, sm: 6, lg: 4 }}>
                  <LinkCard
                    to={link.to}
                    title={link.title}
                    description={link.description}
                    icon={AssessmentIcon}
                  />
                </Grid>
              ))}
            </Grid>
          </Box>
        );
      })}
    </>
  );
}
