import { useState, type FormEvent } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { SchemaForm } from '../../../components/form/useSchemaForm.js';
import { useErrorText } from '../../reference/hooks/useErrorText.js';

export type RecordEditor<TEditing, TValues> = {
  /** The record being edited (as the caller keeps it: its id or the record), or null while adding. */
  editing: TEditing | null;
  /** Loads a record into the form to edit it. */
  startEditing: (record: TEditing, values: TValues) => void;
  /** Back to adding, the form emptied. */
  stopEditing: () => void;
  /** The form's submit handler: saves, then empties the form, or puts the server's errors on the fields. */
  submit: (event: FormEvent) => void;
};

/**
 * The add-or-edit form of an EIF record section: one form that adds a record, or saves the one chosen from
 * the list; `save` gets the parsed values and the record being edited (null: add).
 */
export function useRecordEditor<TValues extends FieldValues, TOutput, TEditing>(
  form: SchemaForm<TValues, TOutput>,
  empty: TValues,
  save: (body: TOutput, editing: TEditing | null) => Promise<unknown>,
): RecordEditor<TEditing, TValues> {
  const errorText = useErrorText();
  const [editing, setEditing] = useState<TEditing | null>(null);
  const stopEditing = () => {
    setEditing(null);
    form.reset(empty);
  };
  const startEditing = (record: TEditing, values: TValues) => {
    setEditing(record);
    form.reset(values);
  };
  const submit = (event: FormEvent) =>
    void form.onSubmit(async (body) => {
      try {
        await save(body, editing);
        stopEditing();
      } catch (error) {
        form.applyServerError(error, errorText.messageOf(error));
      }
    })(event);
  return { editing, startEditing, stopEditing, submit };
}
