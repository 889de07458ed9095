import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';
import { StatusChip } from '../status-chip';
import { type Fact, FactsList } from './facts-list';
import { SectionCard } from './section-card';
import { useDocumentsText } from './use-documents-text';
import { useUrlFilters } from './use-url-filters';

export interface RecordTab {
  value: string;
  label: string;
}

/**
 * The body of a customer's or supplier's page: the details card (facts, Active or Inactive) and the
 * record tabs, the chosen one kept in the URL (`?tab=`, the first when unknown), its panel below.
 */
export function ContactDetailsTabs({
  kind,
  isActive,
  facts,
  tabs,
  panel,
}: {
  /** Names the tabs for screen readers and their ids. */
  kind: 'customer' | 'supplier';
  isActive: boolean;
  facts: readonly Fact[];
  tabs: readonly RecordTab[];
  panel: (tab: string) => ReactNode;
}) {
  const { t } = useDocumentsText();
  const first = tabs[0]?.value ?? '';
  const [{ tab }, setTab] = useUrlFilters({ tab: first });
  const current = tabs.some((r) => r.value === tab) ? tab : first;
  const label = t(kind === 'customer' ? 'contact.customerRecords' : 'contact.supplierRecords');
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <SectionCard
        title={t('contact.details')}
        aside={<StatusChip status={isActive ? 'Active' : 'Inactive'} />}
      >
        <FactsList facts={facts} />
      </SectionCard>
      <Box>
        <Tabs
          value={current}
          onChange={(_, value: string) => setTab({ tab: value })}
          aria-label={label}
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          {tabs.map((r) => (
            <Tab
              key={r.value}
              value={r.value}
              label={r.label}
              id={`${kind}-tab-${r.value}`}
              aria-controls={`${kind}-panel`}
            />
          ))}
        </Tabs>
        <Box role="tabpanel" id={`${kind}-panel`} aria-labelledby={`${kind}-tab-${current}`}>
          {panel(current)}
        </Box>
      </Box>
    </Box>
  );
}
