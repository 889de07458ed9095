import Box from '@mui/material/Box';
import { LinkCard } from '../../shared/link-card';
import { PageHeader } from '../../shared/page-header';
import { useSession } from '../../shared/session/session-context';
import { CounterSettingsSection } from './counter/counter-settings-section';
import { visibleSettingsLinks } from './settings-links';

export function SettingsPage() {
  const { can } = useSession();
  return (
    <>
      <PageHeader
        title="Settings"
        description="Your business, its branches, the people who use Tawi, what they may do, and the books."
      />
      <Box
        component="ul"
        aria-label="Settings sections"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
        }}
      >
        {visibleSettingsLinks(can).map((link) => (
          <li key={link.to}>
            <LinkCard {...link} />
          </li>
        ))}
      </Box>
      {can('settings:update') && <CounterSettingsSection />}
    </>
  );
}
