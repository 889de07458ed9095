type EmptyKey = 'emptyTitle' | 'emptyDescription';
type NoMatchKey = 'noMatchTitle' | 'noMatchDescription';

/** A table's empty state: its title and description. */
export interface EmptyTexts {
  emptyTitle: string;
  emptyDescription: string;
}

/** A list's "nothing yet" texts, worded by `text` from the list's own `emptyTitle` and `emptyDescription`. */
export function emptyTexts(text: (key: EmptyKey) => string): EmptyTexts {
  return { emptyTitle: text('emptyTitle'), emptyDescription: text('emptyDescription') };
}

/** As emptyTexts; while a filter is set, "nothing matches" from the list's `noMatchTitle` and `noMatchDescription`. */
export function filteredEmptyTexts(
  filtered: boolean,
  text: (key: EmptyKey | NoMatchKey) => string,
): EmptyTexts {
  return filtered
    ? { emptyTitle: text('noMatchTitle'), emptyDescription: text('noMatchDescription') }
    : emptyTexts(text);
}

/** A list's search box texts, worded by `text` from the list's own `searchLabel` and `searchPlaceholder`. */
export function searchTexts(text: (key: 'searchLabel' | 'searchPlaceholder') => string) {
  return { label: text('searchLabel'), placeholder: text('searchPlaceholder') };
}
