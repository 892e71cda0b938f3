import {
  ActionIcon,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { comboLabel, errorUnder, type VariationDraft } from './product-draft';
import { ProductImagesField } from './product-images-field';
import { TaxClassSelect } from './tax-class-select';

interface VariationsProps {
  variations: VariationDraft[];
  onVariations: (next: VariationDraft[]) => void;
  productPrice: string | number;
  productCost: string | number;
  errors: Record<string, string>;
}

interface VariationFields {
  label: string;
  price: ReactNode;
  cost: ReactNode;
  stock: ReactNode;
  sku: ReactNode;
  taxClass: ReactNode;
  active: ReactNode;
  images: ReactNode;
  remove: ReactNode;
}

/** The inputs of one variation, laid out by the table (wide screens) or the cards (phones). */
function useVariationFields({
  variations,
  onVariations,
  productPrice,
  productCost,
  errors,
}: VariationsProps): (v: VariationDraft, index: number) => VariationFields {
  const { t } = useTranslation('products');
  const patch = (key: string, change: Partial<VariationDraft>) =>
    onVariations(variations.map((v) => (v.key === key ? { ...v, ...change } : v)));

  return (v, i) => {
    const label = comboLabel(v.combination);
    return {
      label,
      price: (
        <NumberInput
          aria-label={t('Price of {{label}}', { label })}
          size="xs"
          value={v.price}
          placeholder={String(productPrice || '')}
          onChange={(price) => patch(v.key, { price })}
          step={0.01}
          decimalScale={2}
          allowNegative={false}
          hideControls
          error={errors[`variations.${i}.price`]}
        />
      ),
      cost: (
        <NumberInput
          aria-label={t('Cost of {{label}}', { label })}
          size="xs"
          value={v.costPrice}
          placeholder={String(productCost || '')}
          onChange={(costPrice) => patch(v.key, { costPrice })}
          step={0.01}
          decimalScale={4}
          allowNegative={false}
          hideControls
          error={errors[`variations.${i}.costPrice`]}
        />
      ),
      stock: (
        <NumberInput
          aria-label={t('Stock of {{label}}', { label })}
          size="xs"
          value={v.stock}
          onChange={(stock) => patch(v.key, { stock })}
          // Whole for a product sold each: the form's schema says so under the box.
          decimalScale={3}
          allowNegative={false}
          hideControls
          error={errors[`variations.${i}.stock`]}
        />
      ),
      sku: (
        <TextInput
          aria-label={t('SKU of {{label}}', { label })}
          size="xs"
          value={v.sku}
          maxLength={64}
          onChange={(e) => patch(v.key, { sku: e.currentTarget.value })}
          error={errors[`variations.${i}.sku`]}
        />
      ),
      taxClass: (
        <TaxClassSelect
          variationOf={label}
          value={v.taxClassId}
          onChange={(taxClassId) => patch(v.key, { taxClassId })}
          error={errors[`variations.${i}.taxClassId`]}
        />
      ),
      active: (
        <Switch
          aria-label={t('{{label}} active', { label })}
          checked={v.isActive}
          onChange={(e) => patch(v.key, { isActive: e.currentTarget.checked })}
        />
      ),
      images: (
        <ProductImagesField
          compact
          label={t('Images for {{label}}', { label })}
          value={v.images}
          onChange={(images) => patch(v.key, { images })}
          error={errorUnder(errors, `variations.${i}.images`)}
        />
      ),
      remove: (
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t('Remove variation {{label}}', { label })}
          onClick={() => onVariations(variations.filter((x) => x.key !== v.key))}
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      ),
    };
  };
}

export function VariationsTable(props: VariationsProps) {
  const { t } = useTranslation('products');
  const fieldsOf = useVariationFields(props);
  return (
    <Table.ScrollContainer minWidth={1000}>
      <Table verticalSpacing={6} horizontalSpacing="xs" aria-label={t('Variations')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('Variation')}</Table.Th>
            <Table.Th w={110}>{t('Price')}</Table.Th>
            <Table.Th w={110}>{t('Cost')}</Table.Th>
            <Table.Th w={80}>{t('Stock')}</Table.Th>
            <Table.Th w={130}>{t('SKU')}</Table.Th>
            <Table.Th w={170}>{t('Tax class')}</Table.Th>
            <Table.Th w={60}>{t('Active')}</Table.Th>
            <Table.Th>{t('Images')}</Table.Th>
            <Table.Th w={40}>
              <VisuallyHidden>{t('Remove')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.variations.map((v, i) => {
            const f = fieldsOf(v, i);
            return (
              <Table.Tr key={v.key} style={{ verticalAlign: 'top' }}>
                <Table.Td>
                  <Text size="sm" fw={500} mt={5}>
                    {f.label}
                  </Text>
                </Table.Td>
                <Table.Td>{f.price}</Table.Td>
                <Table.Td>{f.cost}</Table.Td>
                <Table.Td>{f.stock}</Table.Td>
                <Table.Td>{f.sku}</Table.Td>
                <Table.Td>{f.taxClass}</Table.Td>
                <Table.Td pt={11}>{f.active}</Table.Td>
                <Table.Td>{f.images}</Table.Td>
                <Table.Td>{f.remove}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Phones: one card per variation, the fields stacked, nothing off to the right. */
export function VariationCards(props: VariationsProps) {
  const { t } = useTranslation('products');
  const fieldsOf = useVariationFields(props);
  return (
    <Stack
      gap="sm"
      component="ul"
      aria-label={t('Variations')}
      style={{ listStyle: 'none', padding: 0 }}
    >
      {props.variations.map((v, i) => {
        const f = fieldsOf(v, i);
        return (
          <Paper component="li" withBorder p="sm" key={v.key}>
            <Group justify="space-between" mb="xs" wrap="nowrap">
              <Text fw={600} size="sm">
                {f.label}
              </Text>
              <Group gap="xs" wrap="nowrap">
                {f.active}
                {f.remove}
              </Group>
            </Group>
            <SimpleGrid cols={4} spacing="xs">
              <Labelled label={t('Price')}>{f.price}</Labelled>
              <Labelled label={t('Cost')}>{f.cost}</Labelled>
              <Labelled label={t('Stock')}>{f.stock}</Labelled>
              <Labelled label={t('SKU')}>{f.sku}</Labelled>
            </SimpleGrid>
            <Labelled label={t('Tax class')} mt="xs">
              {f.taxClass}
            </Labelled>
            <Labelled label={t('Images')} mt="xs">
              {f.images}
            </Labelled>
          </Paper>
        );
      })}
    </Stack>
  );
}

function Labelled({ label, children, mt }: { label: string; children: ReactNode; mt?: string }) {
  return (
    <Stack gap={2} mt={mt}>
      <Text size="xs" c="dimmed" aria-hidden>
        {label}
      </Text>
      {children}
    </Stack>
  );
}
