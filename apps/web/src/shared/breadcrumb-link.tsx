import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';

/** A small "← Parent" link above a page's title, back to the page it belongs under. */
export function BreadcrumbLink({ to, label }: { to: string; label: string }) {
  return (
    <Link
      component={RouterLink}
      to={to}
      underline="hover"
      color="text.secondary"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 1, fontSize: 14 }}
    >
      <ArrowBackIcon sx={{ fontSize: 16 }} aria-hidden />
      {label}
    </Link>
  );
}
