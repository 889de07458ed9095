import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Fact } from './facts-list';

/** A link to one record's page in the app (a customer, an invoice, a bill), underlined on hover. */
export function RecordLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to} underline="hover">
      {children}
    </Link>
  );
}

/** A fact whose value is the name of a record, linking to its page. */
export const linkFact = (label: string, to: string, name: ReactNode): Fact => [
  label,
  <RecordLink key={to} to={to}>
    {name}
  </RecordLink>,
];
