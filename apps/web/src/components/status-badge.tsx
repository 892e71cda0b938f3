import { Badge } from '@mantine/core';
import { useSharedT } from './shared-text';

/**
 * A document's status, coloured by `colors`; the whole words always show. `label`: the status in
 * words, translated by the feature (`t(STATUS_LABELS[status])`); else the status is looked up as
 * a key (the nearest `<TextNamespace>`, then `common`).
 */
export function StatusBadge<S extends string>({
  status,
  colors,
  label,
}: {
  status: S;
  colors: Record<S, string>;
  label?: string;
}) {
  const t = useSharedT();
  return (
    <Badge
      color={colors[status]}
      variant="light"
      tt="none"
      radius="sm"
      styles={{ root: { flexShrink: 0, overflow: 'visible' }, label: { overflow: 'visible' } }}
    >
      {label ?? t(status)}
    </Badge>
  );
}
