import { Center, Image } from '@mantine/core';
import { IconPhoto, IconPhotoOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A square picture of a product, or a placeholder when it has none (spec 2 §9) or the file
 * cannot be shown (an upload that is not really an image).
 */
export function ProductThumb({
  url,
  name,
  size = 40,
}: {
  url: string | null | undefined;
  name: string;
  size?: number;
}) {
  const { t } = useTranslation('products');
  const [broken, setBroken] = useState(false);
  if (!url || broken) {
    const Icon = url ? IconPhotoOff : IconPhoto;
    return (
      <Center
        w={size}
        h={size}
        bg="var(--mantine-color-gray-1)"
        c="gray.5"
        style={{ borderRadius: 'var(--mantine-radius-sm)', flexShrink: 0 }}
        role="img"
        aria-label={
          url ? t('{{name}} (cannot be shown)', { name }) : t('{{name}}: no image', { name })
        }
      >
        <Icon size={Math.round(size * 0.5)} stroke={1.5} aria-hidden />
      </Center>
    );
  }
  return (
    <Image
      src={url}
      alt={name}
      w={size}
      h={size}
      fit="cover"
      radius="sm"
      onError={() => setBroken(true)}
      style={{ flexShrink: 0 }}
    />
  );
}
