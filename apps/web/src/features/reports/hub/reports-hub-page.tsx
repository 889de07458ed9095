import AssessmentIcon from '@mui/icons-material/Assessment';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { EmptyState } from '../../../shared/empty-state';
import { LinkCard } from '../../../shared/link-card';
import { PageHeader } from '../../../shared/page-header';
import { SearchField } from '../../../shared/search-field';
import { useCan } from '../../../shared/session/session-context';
import { useReportsText } from '../use-reports-text';
import { AREA_ORDER, inWords, matchingReports, REPORT_LINKS, type ReportLink } from './report-directory';

export interface ReportsHubPageProps {
  /** The page's title and line under it; the Reports page's when not given. */
  title?: string;
  description?: string;
  /** The areas listed; all when not given (the spec's Sales Inventory, Insights, Performance pages list some). */
  areas?: readonly ReportLink['area'][];
}

/** Every report the user may open, grouped by area, with a search over titles and descriptions. */
export function ReportsHubPage({ title, description, areas = AREA_ORDER }: ReportsHubPageProps) {
  const can = useCan();
  const { t } = useReportsText();
  const [search, setSearch] = useState('');
  const allowed = REPORT_LINKS.filter((l) => areas.includes(l.area) && can(l.permission));
  const found = matchingReports(inWords(allowed, t), search);
  return (
    <>
      <PageHeader title={title ?? t('hub.title')} description={description ?? t('hub.description')} />
      <Box sx={{ mb: 3, maxWidth: 420 }}>
        <SearchField
          value={search}
          onChange={setSearch}
          placeholder={t('hub.search')}
          label={t('hub.search')}
        />
      </Box>
      {found.length === 0 && (
        <EmptyState
          icon={AssessmentIcon}
          title={allowed.length === 0 ? t('hub.noReportsTitle') : t('hub.noMatchTitle')}
          description={allowed.length === 0 ? t('hub.noReportsDescription') : t('hub.noMatchDescription')}
        />
      )}
      {areas.map((area) => {
        const links = found.filter((l) => l.area === area);
        if (links.length === 0) return null;
        return (
          <Box component="section" key={area} aria-labelledby={`reports-${area}`} sx={{ mb: 4 }}>
            <Typography id={`reports-${area}`} variant="h6" component="h2" sx={{ mb: 1.5 }}>
              {t(`areas.${area}`)}
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
