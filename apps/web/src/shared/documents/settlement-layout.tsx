import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { FieldGrid, FULL_ROW } from '../form/field-grid';

export interface SettlementLayoutProps {
  /** Shown above the fields while the branch has no account to move the money through. */
  noAccount: string | null;
  /** The party, amount, method and date fields. */
  children: ReactNode;
  /** What it settles (invoices, bills), once a party is chosen; else `chooseParty` says to choose one. */
  allocations: ReactNode | null;
  chooseParty: string;
  notes: ReactNode;
}

/** The body of a receipt's or a payment's dialog: money in or out of an account, settling documents. */
export function SettlementLayout({
  noAccount,
  children,
  allocations,
  chooseParty,
  notes,
}: SettlementLayoutProps) {
  return (
    <>
      {noAccount && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {noAccount}
        </Alert>
      )}
      <FieldGrid columns="1fr 1fr" padTop>
        {children}
        <Box sx={FULL_ROW}>{allocations ?? <Alert severity="info">{chooseParty}</Alert>}</Box>
        {notes}
      </FieldGrid>
    </>
  );
}
