import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { InvoiceDialog } from '../../../features/customers/invoices/invoice-dialog';
import { ReceiptDialog } from '../../../features/customers/receipts/receipt-dialog';
import { useSession } from '../../../shared/session/session-context';
import { GlobalActionsContext } from './global-actions-context';
import { SearchPalette } from './search-palette';
import { actionOfKey, type GlobalAction, SHORTCUTS } from './shortcuts';
import { ShortcutsHelp } from './shortcuts-help';

/**
 * The app-wide actions and their keyboard shortcuts (shortcuts.ts): the search palette, the list of
 * shortcuts, a new invoice and a new receipt (for a role that may create them). One open at a time.
 */
export function GlobalActions({ children }: { children: ReactNode }) {
  const { can } = useSession();
  const navigate = useNavigate();
  const [open, setOpen] = useState<GlobalAction | null>(null);

  const start = useCallback(
    (action: GlobalAction) => {
      const permission = SHORTCUTS.find((s) => s.action === action)?.permission;
      if (permission && !can(permission)) return;
      setOpen(action);
    },
    [can],
  );

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const action = actionOfKey(e);
      // a dialog already open (a form, the palette) keeps its keys
      if (!action || e.defaultPrevented || document.querySelector('[role="dialog"]')) return;
      e.preventDefault();
      start(action);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [start]);

  const close = () => setOpen(null);
  return (
    <GlobalActionsContext.Provider value={start}>
      {children}
      {open === 'search' && <SearchPalette onClose={close} />}
      {open === 'help' && <ShortcutsHelp onClose={close} />}
      {open === 'new-invoice' && (
        <InvoiceDialog onClose={close} onCreated={(id) => navigate(`/dashboard/invoices/${id}`)} />
      )}
      {open === 'new-receipt' && <ReceiptDialog onClose={close} />}
    </GlobalActionsContext.Provider>
  );
}
