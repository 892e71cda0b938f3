import { Badge } from '@mantine/core';

/** A document's status, coloured by `colors`; the whole words always show. */
export function StatusBadge<S extends string>({
  status,
  colors,
}: {
  status: S;
  colors: Record<S, string>;
}) {
  return (
    <Badge
      color={colors[status]}
      variant="light"
      tt="none"
      radius="sm"
      styles={{ root: { flexShrink: 0, overflow: 'visible' }, label: { overflow: 'visible' } }}
    >
      {status}
    </Badge>
  );
}
