import { Paper, type PaperProps } from '@mantine/core';
import type { ReactNode } from 'react';
import layout from './register-layout.module.css';

/**
 * A card of the till (items, cart, checkout), which a scan renders again: Mantine's Card look on
 * a Paper. A Card hands its children a new context at each render, and React then looks for its
 * readers through every line of the cart (docs/benchmarks/register-till.md).
 */
export function TillCard({
  label,
  className,
  children,
  ...paper
}: Pick<PaperProps, 'p'> & { label: string; className?: string; children: ReactNode }) {
  return (
    <Paper
      component="section"
      aria-label={label}
      withBorder
      shadow="xs"
      p="md"
      {...paper}
      className={`${layout.card} ${className ?? ''}`}
    >
      {children}
    </Paper>
  );
}
