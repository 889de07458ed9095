import { useMemo, useState } from 'react';

/**
 * Which add/edit dialog is open: `null` when closed, `{ item: undefined }` to add,
 * `{ item }` to edit. Render the dialog only while `current` is set.
 * `openNew`, `openFor` and `close` keep their identity across renders.
 */
export function useEditDialog<T>() {
  const [current, setCurrent] = useState<{ item: T | undefined } | null>(null);
  const actions = useMemo(
    () => ({
      openNew: () => setCurrent({ item: undefined }),
      openFor: (item: T) => setCurrent({ item }),
      close: () => setCurrent(null),
    }),
    [],
  );
  return { current, ...actions };
}
