import { type ReactNode, useState } from 'react';
import { PageHeader } from '../page-header';
import { addAction } from './add-action';

export interface ListPageProps {
  title: string;
  description: string;
  /** The header's "Add …"/"New …" button: its label, and whether this user may create. */
  add: { label: string; allowed: boolean };
  /** The create dialog, shown after a click on the add button; `close` hides it. */
  createDialog: (close: () => void) => ReactNode;
  /** The toolbar and the table. */
  children: ReactNode;
}

/** A list page: header with its add button, the toolbar and table, and the create dialog it opens. */
export function ListPage({ title, description, add, createDialog, children }: ListPageProps) {
  const [creating, setCreating] = useState(false);
  return (
    <>
      <PageHeader
        title={title}
        description={description}
        actions={addAction(add.allowed, add.label, () => setCreating(true))}
      />
      {children}
      {creating && createDialog(() => setCreating(false))}
    </>
  );
}
