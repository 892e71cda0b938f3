import { ActionIcon, Badge, Box, Group, Input, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconPhotoPlus, IconStar, IconStarFilled, IconX } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readAsDataUrl } from '../../lib/read-file';
import { addImages, type ImageDraft, MAX_IMAGES, removeImage, setPrimary } from './product-draft';
import { ProductThumb } from './product-thumb';

/** The types the API takes (it checks the content, not the name). */
const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif';
const MAX_BYTES = 5 * 1024 * 1024;

interface ProductImagesFieldProps {
  value: ImageDraft[];
  onChange: (next: ImageDraft[]) => void;
  /** Names the file input and the buttons: "Product images", "Images for S / Red". */
  label: string;
  /** Small thumbnails and no caption, for a variation's row. */
  compact?: boolean;
  description?: string;
  error?: string;
}

/**
 * Images of a product or a variation (spec 2 §4): added from files, one primary (the first one
 * added, or the one starred), removing the primary promotes the first one left.
 */
export function ProductImagesField({
  value,
  onChange,
  label,
  compact = false,
  description,
  error,
}: ProductImagesFieldProps) {
  const { t } = useTranslation('products');
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const size = compact ? 36 : 88;
  const full = value.length >= MAX_IMAGES;

  const pick = async (files: FileList | null) => {
    if (!files?.length) return;
    const list = [...files];
    const tooBig = list.filter((f) => f.size > MAX_BYTES);
    const notImages = list.filter((f) => !ACCEPT.split(',').includes(f.type));
    const ok = list.filter((f) => !tooBig.includes(f) && !notImages.includes(f));
    const room = MAX_IMAGES - value.length;
    const notes = [
      ...tooBig.map((f) => t('{{name}} is larger than 5 MB.', { name: f.name })),
      ...notImages.map((f) =>
        t('{{name}} is not a PNG, JPEG, WebP or GIF image.', { name: f.name }),
      ),
      ...(ok.length > room
        ? [t('At most {{max}} images; the extra ones were left out.', { max: MAX_IMAGES })]
        : []),
    ];
    setProblem(notes.length ? notes.join(' ') : null);
    try {
      const read = await Promise.all(
        ok.slice(0, room).map(async (f) => ({ url: await readAsDataUrl(f), name: f.name })),
      );
      if (read.length) onChange(addImages(value, read));
    } catch (err) {
      setProblem(err instanceof Error ? err.message : t('Could not read the file.'));
    }
  };

  const tiles = value.map((image, index) => {
    const name = image.name || t('Image {{number}}', { number: index + 1 });
    return (
      <Box
        key={image.key}
        pos="relative"
        role="group"
        aria-label={image.isPrimary ? t('{{name}} (primary)', { name }) : name}
        data-primary={image.isPrimary || undefined}
        style={{
          borderRadius: 'var(--mantine-radius-sm)',
          outline: image.isPrimary ? '2px solid var(--mantine-color-yellow-5)' : undefined,
          outlineOffset: 1,
        }}
      >
        <ProductThumb url={image.url} name={name} size={size} />
        <Tooltip label={image.isPrimary ? t('Primary image') : t('Make primary')}>
          <ActionIcon
            pos="absolute"
            top={2}
            left={2}
            size={compact ? 16 : 22}
            radius="xl"
            variant={image.isPrimary ? 'filled' : 'white'}
            color="yellow"
            aria-label={t('Set {{name}} as primary', { name })}
            aria-pressed={image.isPrimary}
            onClick={() => onChange(setPrimary(value, image.key))}
          >
            {image.isPrimary ? (
              <IconStarFilled size={compact ? 10 : 13} aria-hidden />
            ) : (
              <IconStar size={compact ? 10 : 13} aria-hidden />
            )}
          </ActionIcon>
        </Tooltip>
        <ActionIcon
          pos="absolute"
          top={2}
          right={2}
          size={compact ? 16 : 22}
          radius="xl"
          variant="white"
          color="red"
          aria-label={t('Remove {{name}}', { name })}
          onClick={() => onChange(removeImage(value, image.key))}
        >
          <IconX size={compact ? 10 : 13} aria-hidden />
        </ActionIcon>
        {image.isPrimary && !compact ? (
          <Box pos="absolute" bottom={4} left={0} right={0} ta="center">
            <Badge size="xs" color="yellow" variant="filled">
              {t('Primary')}
            </Badge>
          </Box>
        ) : null}
      </Box>
    );
  });

  const fileInput = (
    <input
      ref={input}
      type="file"
      accept={ACCEPT}
      multiple
      hidden
      aria-label={label}
      onChange={(e) => {
        void pick(e.currentTarget.files);
        // The same file can be picked again after being removed.
        e.currentTarget.value = '';
      }}
    />
  );

  const addButton = compact ? (
    <Tooltip label={t('Add images')}>
      <ActionIcon
        variant="default"
        size={size}
        aria-label={t('Upload {{label}}', { label: label.toLowerCase() })}
        disabled={full}
        onClick={() => input.current?.click()}
      >
        <IconPhotoPlus size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  ) : (
    <UnstyledButton
      aria-label={t('Upload {{label}}', { label: label.toLowerCase() })}
      disabled={full}
      onClick={() => input.current?.click()}
      w={size}
      h={size}
      style={{
        border: '1px dashed var(--mantine-color-gray-5)',
        borderRadius: 'var(--mantine-radius-sm)',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 4,
        opacity: full ? 0.5 : 1,
        color: 'var(--mantine-color-dimmed)',
      }}
    >
      <IconPhotoPlus size={22} stroke={1.5} aria-hidden />
      <Text size="xs">{t('Add')}</Text>
    </UnstyledButton>
  );

  const body = (
    <>
      <Group gap={compact ? 6 : 'sm'} wrap="wrap" mt={compact ? 0 : 4}>
        {tiles}
        {addButton}
      </Group>
      {fileInput}
      {problem ? (
        <Text size="xs" c="red" mt={4} role="alert">
          {problem}
        </Text>
      ) : null}
    </>
  );

  if (compact) {
    return (
      <Box>
        {body}
        {error ? (
          <Text size="xs" c="red" mt={4}>
            {error}
          </Text>
        ) : null}
      </Box>
    );
  }
  return (
    <Input.Wrapper
      label={t('Images')}
      description={
        description ??
        t('PNG, JPEG, WebP or GIF, up to 5 MB each. The starred image is the primary one.')
      }
      error={error}
    >
      {body}
    </Input.Wrapper>
  );
}
