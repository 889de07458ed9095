/** The words of an add/edit dialog: its title and submit button, and the toast after a save. */
export interface AddEditTexts {
  title: string;
  submitLabel: string;
  /** The success toast, for the saved record's name. */
  saved: (name: string) => string;
}

/** The keys an area's add/edit dialog has under its prefix (`dialog.addTitle`, `dialog.editTitle` ...). */
type AddEditKey = 'addTitle' | 'editTitle' | 'add' | 'save' | 'added' | 'updated';

/**
 * The add/edit words of a dialog whose texts sit under `prefix` (`addTitle`, `editTitle` with the
 * name, `add`, `save`, `added` and `updated` with the saved name). `name`: the edited record's, none
 * when adding.
 */
export function addEditTexts<P extends string>(
  t: (key: `${P}.${AddEditKey}`, values?: { name: string }) => string,
  prefix: P,
  name: string | undefined,
): AddEditTexts {
  const edit = name !== undefined;
  return {
    title: edit ? t(`${prefix}.editTitle`, { name }) : t(`${prefix}.addTitle`),
    submitLabel: t(`${prefix}.${edit ? 'save' : 'add'}`),
    saved: (saved) => t(`${prefix}.${edit ? 'updated' : 'added'}`, { name: saved }),
  };
}

/** The title and submit button of a dialog whose texts are `title` (with `values`) and `submit` under `prefix`. */
export function titleAndSubmit<P extends string, V extends object = Record<never, never>>(
  t: (key: `${P}.title` | `${P}.submit`, values?: V) => string,
  prefix: P,
  values?: V,
): { title: string; submitLabel: string } {
  return { title: t(`${prefix}.title`, values), submitLabel: t(`${prefix}.submit`) };
}
