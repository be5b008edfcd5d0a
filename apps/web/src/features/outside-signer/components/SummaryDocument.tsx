import { Heading, Stack, Table, Text } from '@chakra-ui/react';
import type { SummaryDocumentDto } from '@onboard/contracts';

/**
 * The Company Information Summary as the service words it (the PDF's text, in the signer's language and time
 * zone: decision 217), for the outside signer, who has no access to the EIF's own pages: each step, its
 * sub-steps' answers and tables.
 */
export function SummaryDocument({ document }: { document: SummaryDocumentDto }) {
  return (
    <Stack gap={8} data-testid="summary-document" lang={document.language}>
      <Stack gap={1}>
        {document.notes.map((note) => (
          <Text key={note} color="fg.muted">
            {note}
          </Text>
        ))}
      </Stack>
      {document.steps.map((step) => (
        <Stack key={step.title} gap={5} as="section" aria-label={step.title}>
          <Heading as="h2" size="lg">
            {step.title}
          </Heading>
          {step.sections.map((section) => (
            <Stack key={section.title} gap={3}>
              <Heading as="h3" size="md">
                {section.title}
              </Heading>
              {section.rows.length > 0 && (
                <Stack as="dl" gap={2}>
                  {section.rows.map(([question, answer], i) => (
                    <Stack key={`${question}-${i}`} gap={0}>
                      <Text as="dt" fontWeight="medium">
                        {question}
                      </Text>
                      <Text as="dd">{answer}</Text>
                    </Stack>
                  ))}
                </Stack>
              )}
              {section.tables.map((table) => (
                // A table wider than the page scrolls: keyboard users reach it (axe scrollable-region-focusable).
                <Table.ScrollArea
                  key={table.title}
                  borderWidth="1px"
                  rounded="md"
                  tabIndex={0}
                  role="region"
                  aria-label={table.title}
                >
                  <Table.Root size="sm" aria-label={table.title}>
                    <Table.Header>
                      <Table.Row>
                        {table.columns.map((column) => (
                          <Table.ColumnHeader key={column}>{column}</Table.ColumnHeader>
                        ))}
                      </Table.Row>
                    </Table.Header>
                    <Table.Body>
                      {table.rows.length === 0 ? (
                        <Table.Row>
                          <Table.Cell colSpan={table.columns.length}>{document.emptyValue}</Table.Cell>
                        </Table.Row>
                      ) : (
                        table.rows.map((row, r) => (
                          <Table.Row key={r}>
                            {row.map((cell, c) => (
                              <Table.Cell key={c}>{cell}</Table.Cell>
                            ))}
                          </Table.Row>
                        ))
                      )}
                    </Table.Body>
                  </Table.Root>
                </Table.ScrollArea>
              ))}
            </Stack>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
