import type { ComponentProps } from 'react';
import type { FieldValues, Path } from 'react-hook-form';
import { FormTextField } from '../form/form-text-field';
import type { DocumentLineDraft } from './document-lines';
import { DocumentLinesEditor, type DocumentLinesEditorProps } from './document-lines-editor';
import { DocumentLinesSection, NOTES_BELOW } from './document-lines-section';

export type DocumentLinesFormProps<
  K extends string,
  T extends FieldValues & Record<K, DocumentLineDraft[]>,
  TOut extends FieldValues,
> = DocumentLinesEditorProps<K, T, TOut> & {
  totals: ComponentProps<typeof DocumentLinesSection>['totals'];
  /** The label of the form's `notes` field, under the totals. */
  notesLabel: string;
};

/** A document form's lines being typed, their live totals and the document's notes (invoice, order, bill). */
export function DocumentLinesForm<
  K extends string,
  T extends FieldValues & Record<K, DocumentLineDraft[]>,
  TOut extends FieldValues,
>({ totals, notesLabel, ...editor }: DocumentLinesFormProps<K, T, TOut>) {
  // every document form (invoice, estimate, sales or purchase order, bill) has a notes field
  const notes = 'notes' as Path<T>;
  return (
    <DocumentLinesSection
      totals={totals}
      chargesVat={editor.chargesVat}
      notes={<FormTextField control={editor.control} name={notes} label={notesLabel} {...NOTES_BELOW} />}
    >
      <DocumentLinesEditor {...editor} />
    </DocumentLinesSection>
  );
}
