import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A table a phone scrolls sideways, in a box the keyboard can reach and a screen reader names
 * (WCAG 2.1.1; axe's `scrollable-region-focusable`): for tables with nothing focusable inside —
 * a list's rows are links, and those tables need not be one.
 */
export function ScrollTable(props: { label: string; minWidth: number; children: ReactNode }) {
  return (
    <Table.ScrollContainer
      minWidth={props.minWidth}
      type="native"
      tabIndex={0}
      aria-label={props.label}
    >
      {props.children}
    </Table.ScrollContainer>
  );
}
