import { type RowMutation, useConfirmAction } from '../use-confirm-action';
import { useEditDialog } from '../use-edit-dialog';
import { useScreenSize } from './use-screen-size';
import { useSearchText } from './use-search-text';
import { useServerGrid } from './use-server-grid';

const PARTY_SORTS: ReadonlySet<string> = new Set(['name', 'balance']);

/**
 * The state of a customer or supplier list: the screen size, the search box, the page and sort (by
 * name at first; name and balance sort on the server), the add/edit dialog and the delete confirm.
 */
export function usePartyList<R extends { id: string; name: string }>(
  remove: RowMutation<string>,
  deletedMessage: (row: R) => string,
) {
  const screen = useScreenSize();
  const searchBox = useSearchText();
  const grid = useServerGrid({
    filter: { search: searchBox.search },
    sortable: PARTY_SORTS,
    defaultSort: { field: 'name', sort: 'asc' },
  });
  const editor = useEditDialog<R>();
  const deleting = useConfirmAction<R>(remove, { successMessage: deletedMessage });
  return { ...screen, searchBox, ...grid, editor, remove: deleting };
}
