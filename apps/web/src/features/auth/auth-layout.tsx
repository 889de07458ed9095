import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../shared/brand-logo';
import { AuthLanguageSwitch } from './auth-language-switch';

const POINTS = ['books', 'trade', 'statutory'] as const;

function BrandPanel() {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        display: { xs: 'none', md: 'flex' },
        flexDirection: 'column',
        justifyContent: 'space-between',
        p: 6,
        color: 'common.white',
        background: 'linear-gradient(150deg, #1b5e20 0%, #124116 55%, #0b2a0e 100%)',
        position: 'relative',
        overflow: 'hidden',
      }}
    >
      <BrandLogo size={40} inverted />
      <Box sx={{ maxWidth: 440, position: 'relative', zIndex: 1 }}>
        <Typography variant="h3" component="p" sx={{ fontWeight: 600, lineHeight: 1.2, mb: 2 }}>
          {t('auth.brandHeadline')}
        </Typography>
        <Typography sx={{ opacity: 0.85, mb: 4 }}>{t('auth.brandLead')}</Typography>
        {POINTS.map((point) => (
          <Box key={point} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
            <CheckCircleIcon sx={{ color: '#a5d6a7' }} aria-hidden />
            <Typography>{t(`auth.brandPoints.${point}`)}</Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" sx={{ opacity: 0.7 }}>
        {t('auth.brandFooter')}
      </Typography>
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          right: -120,
          bottom: -120,
          width: 420,
          height: 420,
          borderRadius: '50%',
          border: '48px solid rgba(253, 216, 53, 0.08)',
        }}
      />
    </Box>
  );
}

/** Public pages: a brand panel on wide screens and the form in a card. */
export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '5fr 6fr' },
        bgcolor: 'background.default',
      }}
    >
      <BrandPanel />
      <Box component="main" sx={{ display: 'grid', placeItems: 'center', p: { xs: 2, sm: 4 } }}>
        <Paper variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 5 }, borderRadius: 3 }}>
          <Box sx={{ display: { xs: 'flex', md: 'none' }, justifyContent: 'center', mb: 3 }}>
            <BrandLogo size={36} />
          </Box>
          <Typography variant="h4" component="h1" sx={{ mb: 0.5 }}>
            {title}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {subtitle}
          </Typography>
          {children}
          <AuthLanguageSwitch />
        </Paper>
      </Box>
    </Box>
  );
}
