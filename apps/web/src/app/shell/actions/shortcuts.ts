import type { Permission } from '@tawi/domain';
import type { en } from '../../../shared/i18n/en';

export type GlobalAction = 'search' | 'new-invoice' | 'new-receipt' | 'help';

/** A keyboard shortcut of the whole app, as the help overlay lists it. */
export interface Shortcut {
  action: GlobalAction;
  /** The keys as shown: ['Ctrl', 'K']. */
  keys: readonly string[];
  /** What it does: its words under `shortcuts.actions` in the interface language. */
  description: keyof typeof en.shortcuts.actions;
  /** Offered only to a role that may do it. */
  permission?: Permission;
}

export const SHORTCUTS: readonly Shortcut[] = [
  { action: 'search', keys: ['Ctrl', 'K'], description: 'search' },
  { action: 'search', keys: ['/'], description: 'searchOutsideField' },
  { action: 'new-invoice', keys: ['N'], description: 'newInvoice', permission: 'customers:create' },
  { action: 'new-receipt', keys: ['R'], description: 'newReceipt', permission: 'customers:create' },
  { action: 'help', keys: ['?'], description: 'help' },
];

interface KeyEventLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
}

/** The user is typing: in a field, an editable element or an open listbox. */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  return (
    tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT' || target.getAttribute('role') === 'combobox'
  );
}

/**
 * The action a key press asks for: Ctrl+K (Cmd+K on a Mac) anywhere; the single keys only outside a
 * field, without Ctrl, Cmd or Alt (so typing "n" or "?" in a form never opens anything).
 */
export function actionOfKey(e: KeyEventLike): GlobalAction | undefined {
  if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 'k') return 'search';
  if (e.ctrlKey || e.metaKey || e.altKey || isTyping(e.target)) return undefined;
  switch (e.key) {
    case '/':
      return 'search';
    case '?':
      return 'help';
    case 'n':
    case 'N':
      return 'new-invoice';
    case 'r':
    case 'R':
      return 'new-receipt';
    default:
      return undefined;
  }
}
