import Box from '@mui/material/Box';
import { LinkCard } from '../../shared/link-card';
import { PageHeader } from '../../shared/page-header';
import { useSession } from '../../shared/session/session-context';
import { CounterSettingsSection } from './counter/counter-settings-section';
import { visibleSettingsLinks } from './settings-links';
import { useSettingsText } from './use-settings-text';

export function SettingsPage() {
  const { can } = useSession();
  const { t } = useSettingsText();
  return (
    <>
      <PageHeader title={t('hub.title')} description={t('hub.description')} />
      <Box
        component="ul"
        aria-label={t('hub.sections')}
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
        }}
      >
        {visibleSettingsLinks(can, t).map((link) => (
          <li key={link.to}>
            <LinkCard {...link} />
          </li>
        ))}
      </Box>
      {can('settings:update') && <CounterSettingsSection />}
    </>
  );
}
