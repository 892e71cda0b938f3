import { Paper, Table, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

export type Figure = [label: string, value: ReactNode, options?: { strong?: boolean }];

const numeric = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/** A titled box of labelled figures, one a row, values flush right; its heading names it. */
export function FigureTable({ title, rows }: { title: string; rows: Figure[] }) {
  const headingId = useId();
  return (
    <Paper component="section" withBorder p={{ base: 'sm', sm: 'md' }} aria-labelledby={headingId}>
      <Title order={2} fz="lg" id={headingId} mb="xs">
        {title}
      </Title>
      <Table verticalSpacing={6} aria-labelledby={headingId}>
        <Table.Tbody>
          {rows.map(([label, value, options]) => (
            <Table.Tr key={label}>
              <Table.Th scope="row" fw={options?.strong ? 700 : 500}>
                {label}
              </Table.Th>
              <Table.Td ta="right" fw={options?.strong ? 700 : undefined} style={numeric}>
                {value}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
