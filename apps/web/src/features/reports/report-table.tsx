import { Stack, Table, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCellFormat } from './cell-format';
import { type CellValue, NO_SALES_TEXT, type TableView } from './report-kit';

/** One table of a report: its heading, the rows (scrolling in their own box on a phone), a note. */
export function ReportTable({ table, answer }: { table: TableView; answer: unknown }) {
  const { t } = useTranslation('reports');
  const headingId = useId();
  const format = useCellFormat();
  const rows = table.rows(answer);
  const totals = table.totals(answer);
  const note = table.note(answer);
  const align = (i: number) => (table.columns[i]?.kind === 'text' ? 'left' : 'right');
  const cell = (value: CellValue, i: number) => {
    const column = table.columns[i];
    return column ? format(value, column.kind, column.empty ? t(column.empty) : undefined) : '';
  };
  return (
    <Stack gap="xs">
      <Title order={2} fz="lg" id={headingId}>
        {t(table.title)}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t(NO_SALES_TEXT)}
        </Text>
      ) : (
        <>
          {/* A table wider than a phone scrolls in its box, which the keyboard can reach (WCAG 2.1.1). */}
          <Table.ScrollContainer
            minWidth={Math.max(360, table.columns.length * 100)}
            scrollAreaProps={{
              viewportProps: { tabIndex: 0, role: 'region', 'aria-label': t(table.title) },
            }}
          >
            <Table striped highlightOnHover verticalSpacing="xs" aria-labelledby={headingId}>
              <Table.Thead>
                <Table.Tr>
                  {table.columns.map((c, i) => (
                    <Table.Th key={c.label} ta={align(i)} style={{ whiteSpace: 'nowrap' }}>
                      {t(c.label)}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.key}>
                    {row.cells.map((value, i) => (
                      <Table.Td
                        // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are its columns
                        key={i}
                        ta={align(i)}
                        c={value === null ? 'dimmed' : undefined}
                        style={align(i) === 'right' ? { whiteSpace: 'nowrap' } : undefined}
                      >
                        {cell(value, i)}
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
              {totals ? (
                <Table.Tfoot>
                  <Table.Tr>
                    {totals.map((value, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: the totals' cells are its columns
                      <Table.Th key={i} ta={align(i)} style={{ whiteSpace: 'nowrap' }}>
                        {cell(value, i)}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Tfoot>
              ) : null}
            </Table>
          </Table.ScrollContainer>
        </>
      )}
      {note ? (
        <Text size="sm" c="dimmed">
          {note}
        </Text>
      ) : null}
    </Stack>
  );
}
