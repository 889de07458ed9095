import Box from '@mui/material/Box';
import { LinkCard } from '../../shared/link-card';
import { PageHeader } from '../../shared/page-header';
import { SETTINGS_LINKS } from './settings-links';

export function SettingsPage() {
  return (
    <>
      <PageHeader
        title="Settings"
        description="Your business, its branches, the people who use Tawi and what they may do."
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
        {SETTINGS_LINKS.map((link) => (
          <li key={link.to}>
            <LinkCard {...link} />
          </li>
        ))}
      </Box>
    </>
  );
}
