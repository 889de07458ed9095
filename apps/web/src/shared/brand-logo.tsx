import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** Tawi means "branch" in Swahili: the mark is a small branch with three buds. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="#1b5e20" />
      <path
        d="M16 26V12M16 18l-6-5M16 15l6-5"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinecap="round"
        fill="none"
      />
      <circle cx="10" cy="13" r="2.4" fill="#a5d6a7" />
      <circle cx="22" cy="10" r="2.4" fill="#a5d6a7" />
      <circle cx="16" cy="8" r="2.4" fill="#fdd835" />
    </svg>
  );
}

export function BrandLogo({ size = 32, inverted = false }: { size?: number; inverted?: boolean }) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.25 }}>
      <BrandMark size={size} />
      <Typography
        component="span"
        sx={{
          fontWeight: 600,
          fontSize: size * 0.66,
          letterSpacing: '-0.02em',
          color: inverted ? 'common.white' : 'text.primary',
        }}
      >
        Tawi
      </Typography>
    </Box>
  );
}
