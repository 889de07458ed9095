import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';
import { StatusChip } from '../status-chip';
import { type Fact, FactsList } from './facts-list';
import { SectionCard } from './section-card';
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
  /** 'customer' or 'supplier': names the tabs for screen readers and their ids. */
  kind: string;
  isActive: boolean;
  facts: readonly Fact[];
  tabs: readonly RecordTab[];
  panel: (tab: string) => ReactNode;
}) {
  const first = tabs[0]?.value ?? '';
  const [{ tab }, setTab] = useUrlFilters({ tab: first });
  const current = tabs.some((t) => t.value === tab) ? tab : first;
  const label = `${kind.charAt(0).toUpperCase()}${kind.slice(1)} records`;
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <SectionCard title="Details" aside={<StatusChip status={isActive ? 'Active' : 'Inactive'} />}>
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
          {tabs.map((t) => (
            <Tab
              key={t.value}
              value={t.value}
              label={t.label}
              id={`${kind}-tab-${t.value}`}
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
