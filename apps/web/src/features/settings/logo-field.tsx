import { Box, Center, Image, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ImageFileField, type ImageFileFieldProps } from '../../components/image-file-field';
import { LOGO_TYPES, logoProblem } from './organization-draft';

const PREVIEW = { w: 160, h: 80 };

/** The organization's logo (png, jpeg, gif, svg), previewed in the wide box logos need. */
export function LogoField(props: ImageFileFieldProps) {
  const { t } = useTranslation('settings');
  return (
    <ImageFileField
      {...props}
      label={t('Logo')}
      noun={t('logo')}
      accept={[...LOGO_TYPES, '.svg'].join(',')}
      hint={t('PNG, JPEG, GIF or SVG, up to 2 MB.')}
      check={logoProblem}
      preview={
        <Box
          w={PREVIEW.w}
          h={PREVIEW.h}
          p={4}
          style={{
            border: '1px solid var(--mantine-color-gray-3)',
            borderRadius: 'var(--mantine-radius-sm)',
            background: 'var(--mantine-color-gray-0)',
            flexShrink: 0,
          }}
        >
          {props.value ? (
            <Image
              src={props.value}
              alt={t('Organization logo preview')}
              h="100%"
              w="100%"
              fit="contain"
            />
          ) : (
            <Center h="100%" c="dimmed" style={{ flexDirection: 'column', gap: 2 }}>
              <IconPhoto size={22} stroke={1.5} aria-hidden />
              <Text size="xs">{t('No logo')}</Text>
            </Center>
          )}
        </Box>
      }
    />
  );
}
