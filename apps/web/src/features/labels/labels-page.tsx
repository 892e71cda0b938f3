import {
  Alert,
  Anchor,
  Button,
  Card,
  Grid,
  Group,
  NumberInput,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { isSheet, LABEL_MESSAGES, type LabelSize, labelsPerPage } from '@pos/contracts/labels';
import { IconAlertCircle, IconFileTypePdf, IconInfoCircle, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { generalSettingsQuery } from '../../api/session';
import { useGeneralSettings } from '../../auth/use-general-settings';
import { PageFrame } from '../../components/page-frame';
import { msg, serverText } from '../../lib/i18n';
import { viewerQuery } from '../../lib/money';
import { labelProductsQuery } from './api';
import {
  filterItems,
  isLabelSize,
  isSymbology,
  labelRequest,
  type PreviewTile,
  previewTiles,
  SIZE_OPTIONS,
  SYMBOLOGY_OPTIONS,
  type Symbology,
  selectedLabels,
  totalLabels,
} from './label-data';
import { generateLabelsPdf, PDF_URL_LIFETIME_MS } from './label-pdf';
import { LabelPreview } from './label-preview';
import { LabelProductList } from './label-product-list';

/** Tiles drawn at most; the PDF still holds every label. */
const PREVIEW_LIMIT = 200;
/** No organization logo can be uploaded yet (spec 2 §3), so none is ever sent. */
const ORGANIZATION_LOGO_URL: string | null = null;

const SYMBOLOGY_HINTS: Partial<Record<Symbology, string>> = {
  ean13: msg('EAN-13 needs SKUs of 12 or 13 digits.'),
  upc: msg('UPC-A needs SKUs of 11 or 12 digits.'),
};

type Notice =
  | { kind: 'select' }
  | { kind: 'failed'; serverMessage: string | null }
  | { kind: 'blocked'; url: string };

export default function LabelsPage() {
  const { t } = useTranslation('labels');
  const { settings, formatMoney } = useGeneralSettings();
  // The scale rules as they are now: they may have been set since the sign-in's copy.
  const fresh = useQuery({ ...generalSettingsQuery(), staleTime: 60_000 });
  const scaleRules = (fresh.data ?? settings).scaleBarcodes ?? [];
  const products = useQuery(labelProductsQuery());
  // Spec 2 §8: a failed load is logged only; the list then reads "No products found.".
  useEffect(() => {
    if (products.isError) console.error('Failed to load products for labels', products.error);
  }, [products.isError, products.error]);
  const items = products.isError ? [] : products.data;

  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const [copies, setCopies] = useState<Record<string, unknown>>({});
  const [weights, setWeights] = useState<Record<string, unknown>>({});
  const [symbology, setSymbology] = useState<Symbology>('code128');
  const [labelSize, setLabelSize] = useState<LabelSize>('small');
  // As typed (empty while retyping); the field keeps it within the sheet, a new size resets it.
  const [startPosition, setStartPosition] = useState<string | number>(1);
  const perSheet = labelsPerPage(labelSize);
  const start = isSheet(labelSize) && typeof startPosition === 'number' ? startPosition : 1;
  const [includeLogo, setIncludeLogo] = useState(true);
  const [preview, setPreview] = useState<{ tiles: PreviewTile[]; total: number } | null>(null);
  const [generating, setGenerating] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);

  const shown = useMemo(() => (items ? filterItems(items, search) : undefined), [items, search]);
  const selection = useMemo(() => ({ selected, copies, weights }), [selected, copies, weights]);
  const chosen = useMemo(() => selectedLabels(items ?? [], selection), [items, selection]);
  const chosenTotal = totalLabels(chosen);

  const toggle = (keys: readonly string[], on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      for (const key of keys) {
        if (on) next.add(key);
        else next.delete(key);
      }
      return next;
    });
  const setCopiesOf = (key: string, value: unknown) =>
    setCopies((prev) => ({ ...prev, [key]: value }));
  const setWeightOf = (key: string, value: unknown) =>
    setWeights((prev) => ({ ...prev, [key]: value }));

  const showPreview = () => {
    setPreview({ tiles: previewTiles(chosen, PREVIEW_LIMIT, scaleRules), total: chosenTotal });
  };

  const generate = async () => {
    setNotice(null);
    if (!chosen.length) {
      setNotice({ kind: 'select' });
      return;
    }
    setGenerating(true);
    try {
      const outcome = await generateLabelsPdf(
        labelRequest(chosen, {
          symbology,
          labelSize,
          startPosition: start,
          logoUrl: includeLogo ? ORGANIZATION_LOGO_URL : null,
          locale: viewerQuery().locale,
        }),
      );
      if (!outcome.ok) {
        console.error(outcome.log);
        setNotice({ kind: 'failed', serverMessage: outcome.serverMessage });
        return;
      }
      const url = URL.createObjectURL(outcome.blob);
      setTimeout(() => {
        URL.revokeObjectURL(url);
        setNotice((n) => (n?.kind === 'blocked' && n.url === url ? null : n));
      }, PDF_URL_LIFETIME_MS);
      // A slow answer may have outlived the click's permission to open a tab: offer a link then.
      if (!window.open(url, '_blank')) setNotice({ kind: 'blocked', url });
    } catch (error) {
      console.error(error);
      setNotice({ kind: 'failed', serverMessage: null });
    } finally {
      setGenerating(false);
    }
  };

  const sizeOptions = SIZE_OPTIONS.map(({ group, items: sizes }) => ({
    group: t(group),
    items: sizes.map((o) => ({ ...o, label: serverText(o.label) })),
  }));
  const symbologyHint = SYMBOLOGY_HINTS[symbology];
  const symbologyLabel = SYMBOLOGY_OPTIONS.find((o) => o.value === symbology)?.label ?? '';

  return (
    <PageFrame title={t('Generate Labels')}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <Card>
            <Stack gap="sm">
              <Group justify="space-between" align="flex-end" gap="sm">
                <Title order={2} fz="lg">
                  {t('Products')}
                </Title>
                <Text size="sm" c="dimmed" aria-live="polite">
                  {t('{{selected}} selected · {{count}} labels', {
                    selected: chosen.length,
                    count: chosenTotal,
                  })}
                </Text>
              </Group>
              <TextInput
                aria-label={t('Search products')}
                placeholder={t('Search name, SKU or category')}
                leftSection={<IconSearch size={16} aria-hidden />}
                value={search}
                onChange={(e) => {
                  setSearch(e.currentTarget.value);
                  setPage(1);
                }}
              />
              <LabelProductList
                items={shown}
                selection={selection}
                onToggle={toggle}
                onCopies={setCopiesOf}
                onWeight={setWeightOf}
                scaleRules={scaleRules}
                formatMoney={formatMoney}
                page={page}
                onPage={setPage}
              />
            </Stack>
          </Card>
        </Grid.Col>

        <Grid.Col span={{ base: 12, lg: 4 }}>
          <Card style={{ position: 'sticky', top: 76 }}>
            <Stack gap="md">
              <Title order={2} fz="lg">
                {t('Label options')}
              </Title>
              <Select
                label={t('Symbology')}
                data={SYMBOLOGY_OPTIONS}
                value={symbology}
                onChange={(v) => isSymbology(v) && setSymbology(v)}
                allowDeselect={false}
                description={symbologyHint ? t(symbologyHint) : undefined}
              />
              <Select
                label={t('Label size')}
                data={sizeOptions}
                value={labelSize}
                onChange={(v) => {
                  if (!isLabelSize(v)) return;
                  setLabelSize(v);
                  setStartPosition(1);
                }}
                allowDeselect={false}
              />
              {isSheet(labelSize) ? (
                <NumberInput
                  label={t('Start at position')}
                  description={t(
                    'Skips labels already used on the first sheet: 1 is the top left, counting across then down (1–{{perSheet}}).',
                    { perSheet },
                  )}
                  value={startPosition}
                  onChange={setStartPosition}
                  min={1}
                  max={perSheet}
                  step={1}
                  allowDecimal={false}
                  allowNegative={false}
                  clampBehavior="strict"
                />
              ) : null}
              <Switch
                label={t('Include logo')}
                checked={includeLogo}
                onChange={(e) => setIncludeLogo(e.currentTarget.checked)}
                description={
                  ORGANIZATION_LOGO_URL
                    ? undefined
                    : t('Your organization has no logo yet, so labels print without one.')
                }
              />
              <Stack gap="xs">
                <Group grow gap="xs">
                  <Button variant="default" px="xs" onClick={showPreview}>
                    {t('Preview')}
                  </Button>
                  <Button variant="default" px="xs" onClick={() => setPreview(null)}>
                    {t('Clear Preview')}
                  </Button>
                </Group>
                <Button
                  fullWidth
                  leftSection={<IconFileTypePdf size={16} aria-hidden />}
                  onClick={generate}
                  disabled={generating}
                >
                  {generating ? t('Generating...') : t('Generate PDF')}
                </Button>
              </Stack>
              {notice ? <NoticeAlert notice={notice} onClose={() => setNotice(null)} /> : null}
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>

      <Card component="section" aria-labelledby="label-preview-title">
        <Stack gap="sm">
          <Title order={2} fz="lg" id="label-preview-title">
            {t('Preview')}
          </Title>
          <LabelPreview
            tiles={preview?.tiles ?? []}
            total={preview?.total ?? 0}
            size={labelSize}
            startPosition={start}
            symbologyLabel={symbologyLabel}
            formatMoney={formatMoney}
          />
        </Stack>
      </Card>
    </PageFrame>
  );
}

function NoticeAlert({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  const { t } = useTranslation('labels');
  if (notice.kind === 'blocked') {
    return (
      <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
        {t('The PDF is ready.')}{' '}
        <Anchor href={notice.url} target="_blank" rel="noopener">
          {t('Open the labels PDF')}
        </Anchor>
      </Alert>
    );
  }
  return (
    <Alert
      color={notice.kind === 'select' ? 'yellow' : 'red'}
      variant="light"
      icon={<IconAlertCircle aria-hidden />}
      withCloseButton
      closeButtonLabel={t('Dismiss')}
      onClose={onClose}
      role="alert"
    >
      {serverText(notice.kind === 'select' ? LABEL_MESSAGES.selectOne : LABEL_MESSAGES.pdfFailed)}
      {notice.kind === 'failed' && notice.serverMessage ? (
        <Text size="sm" mt={4} fw={500}>
          {notice.serverMessage}
        </Text>
      ) : null}
    </Alert>
  );
}
