import { Button, HStack, Stack, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type RecordColumn<T> = { header: string; cell: (row: T) => ReactNode };
/** A button on each row, named for the row (e.g. "Remove Dover plant") and showing a short text. */
export type RecordAction<T> = { name: (row: T) => string; text: string; onClick: (row: T) => void };

/**
 * One of the EIF's record sections (locations, contacts, classes, subsidiaries): its title, the records in a
 * table named by that title (or a line saying there are none), each row's actions, then what follows (the
 * form that adds one).
 */
export function RecordList<T extends { id: string }>({
  id,
  title,
  empty,
  rows,
  columns,
  actions,
  children,
}: {
  /** The title's element id; the section and the table are labelled by it. */
  id: string;
  title: string;
  empty: string;
  rows: readonly T[];
  columns: readonly RecordColumn<T>[];
  actions: readonly RecordAction<T>[];
  children?: ReactNode;
}) {
  const { t } = useTranslation('eif');
  return (
    <Stack gap={4} as="section" aria-labelledby={id}>
      <Text id={id} fontWeight="semibold">
        {title}
      </Text>
      {rows.length === 0 ? (
        <Text color="fg.muted">{empty}</Text>
      ) : (
        <Table.Root size="sm" variant="outline" aria-labelledby={id}>
          <Table.Header>
            <Table.Row>
              {columns.map((column) => (
                <Table.ColumnHeader key={column.header}>{column.header}</Table.ColumnHeader>
              ))}
              {actions.length > 0 && (
                <Table.ColumnHeader>
                  <VisuallyHidden>{t('locations.actions')}</VisuallyHidden>
                </Table.ColumnHeader>
              )}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((row) => (
              <Table.Row key={row.id}>
                {columns.map((column) => (
                  <Table.Cell key={column.header}>{column.cell(row)}</Table.Cell>
                ))}
                {actions.length > 0 && (
                  <Table.Cell>
                    <HStack gap={2}>
                      {actions.map((action) => (
                        <Button
                          key={action.text}
                          size="xs"
                          variant="outline"
                          aria-label={action.name(row)}
                          onClick={() => action.onClick(row)}
                        >
                          {action.text}
                        </Button>
                      ))}
                    </HStack>
                  </Table.Cell>
                )}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      {children}
    </Stack>
  );
}

/** A form's save button, named while it works too, and "Saved" once the server has it. */
export function SaveRow({ text, loading, saved }: { text: string; loading: boolean; saved: boolean }) {
  const { t } = useTranslation('eif');
  return (
    <HStack gap={3}>
      <Button type="submit" variant="outline" loading={loading} loadingText={text}>
        {text}
      </Button>
      {saved && (
        <Text role="status" color="fg.success">
          {t('classes.plans.saved')}
        </Text>
      )}
    </HStack>
  );
}

/** The add-or-edit form's buttons: add (or save while editing), and cancel while editing. */
export function EditorButtons({
  submitText,
  loading,
  cancelText,
  onCancel,
}: {
  submitText: string;
  loading: boolean;
  cancelText: string;
  /** Shown as the cancel button while a record is being edited; null while adding. */
  onCancel: (() => void) | null;
}) {
  return (
    <HStack>
      <Button type="submit" variant="outline" loading={loading}>
        {submitText}
      </Button>
      {onCancel && (
        <Button variant="ghost" onClick={onCancel}>
          {cancelText}
        </Button>
      )}
    </HStack>
  );
}
