import { Badge } from '@mantine/core';
import { OWNER_ROLE } from '@pos/contracts/permissions';
import { IconCrown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { humanizeName } from '../lib/format';

/** A role name as a badge; the Owner stands out (spec 1 §1), the rest read with spaces. */
export function RoleBadge({ role }: { role: string | null | undefined }) {
  const { t } = useTranslation('common');
  if (!role) {
    return (
      <Badge variant="outline" color="gray" tt="none">
        {t('No role')}
      </Badge>
    );
  }
  if (role === OWNER_ROLE) {
    return (
      <Badge
        variant="filled"
        color="violet"
        tt="none"
        leftSection={<IconCrown size={12} aria-hidden />}
      >
        {OWNER_ROLE}
      </Badge>
    );
  }
  return (
    <Badge variant="light" color="indigo" tt="none">
      {humanizeName(role)}
    </Badge>
  );
}
