import '@mantine/dates/styles.css';
// Month and day names in the app's language (docs/DESIGN.md, "Languages").
import 'dayjs/locale/es';
import 'dayjs/locale/hi';
import {
  CloseButton,
  type ComboboxItemGroup,
  NumberInput,
  Select,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import { type CalendarAriaLabels, DatePickerInput, type DayOfWeek } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { IconCalendar } from '@tabler/icons-react';
import { useQueries } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { currentLanguage, msg, serverText } from '../../lib/i18n';
import { useSharedT } from '../shared-text';
import { TEXT_MAX } from './list-url-state';
import { optionsQuery } from './resource-queries';
import { type FilterDef, isLoadedOptions, sourcesOf } from './types';

/** Spec 1 §9: search (and text filters) apply after a 500 ms pause in typing. */
export const SEARCH_DELAY_MS = 500;

/** A filter is 220px wide on wide screens; on phones two share a row (one alone fills it). */
export const FILTER_FLEX = { base: '1 1 150px', sm: '0 0 220px' } as const;
/** Numbers are short: a narrower box, so a few of them share the row with the rest. */
const NUMBER_FILTER_FLEX = { base: '1 1 120px', sm: '0 0 140px' } as const;

/**
 * What a date filter's calendar needs for WCAG 2.2 AA: names for its arrow buttons, and none of
 * Mantine's pale days of the next month or red weekends (text below 4.5:1, and meaning nothing
 * to a filter).
 */
const CALENDAR_ARIA_LABELS: CalendarAriaLabels = {
  previousMonth: msg('Previous month'),
  nextMonth: msg('Next month'),
  previousYear: msg('Previous year'),
  nextYear: msg('Next year'),
  previousDecade: msg('Previous decade'),
  nextDecade: msg('Next decade'),
};
const NO_WEEKEND: DayOfWeek[] = [];

/**
 * A date picker's dropdown is a dialog named by its field's label: Mantine names it by the
 * popover's id base, so the label gets that id and the field the id the popover gives its
 * target (the phone's modal gets the label as its title).
 */
function useCalendarProps(label: string) {
  const t = useSharedT();
  const base = useId();
  return {
    id: `${base}-target`,
    labelProps: { id: base },
    popoverProps: { id: base },
    modalProps: { title: label },
    ariaLabels: Object.fromEntries(
      Object.entries(CALENDAR_ARIA_LABELS).map(([k, v]) => [k, t(v)]),
    ) as CalendarAriaLabels,
    hideOutsideDates: true,
    weekendDays: NO_WEEKEND,
    clearButtonProps: { 'aria-label': t('Clear {{label}}', { label }) },
  };
}

interface DebouncedTextInputProps {
  /** The committed value (from the URL). */
  value: string;
  onCommit: (value: string) => void;
  label?: string;
  'aria-label'?: string;
  placeholder?: string;
  leftSection?: ReactNode;
  flex?: TextInputProps['flex'];
}

/**
 * A text box that commits after a pause, at once on Enter, and follows outside changes (Back,
 * Clear Filters) of its committed value. Unmounting drops a pending commit.
 */
export function DebouncedTextInput({ value, onCommit, ...props }: DebouncedTextInputProps) {
  const t = useSharedT();
  const [text, setText] = useState(value);
  const committed = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      clearTimeout(timer.current);
      setText(value);
    }
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (next: string) => {
    clearTimeout(timer.current);
    if (next.trim() === committed.current.trim()) return;
    committed.current = next;
    onCommit(next);
  };

  return (
    <TextInput
      {...props}
      value={text}
      maxLength={TEXT_MAX}
      onChange={(e) => {
        const next = e.currentTarget.value;
        setText(next);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => commit(next), SEARCH_DELAY_MS);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit(text);
      }}
      rightSection={
        text ? (
          <CloseButton
            size="sm"
            aria-label={
              (props.label ?? props['aria-label'])
                ? t('Clear {{label}}', { label: props.label ?? props['aria-label'] })
                : t('Clear text')
            }
            onClick={() => {
              setText('');
              commit('');
            }}
          />
        ) : null
      }
    />
  );
}

interface FilterInputProps {
  filter: FilterDef;
  values: Record<string, string>;
  onChange: (values: Record<string, string | null>, opts?: { replace?: boolean }) => void;
}

/** A filter's words (label, placeholder, fixed options, groups) in the language the app speaks. */
function translatedFilter(filter: FilterDef, t: TFunction): FilterDef {
  const words = {
    label: t(filter.label),
    ...(filter.placeholder ? { placeholder: t(filter.placeholder) } : {}),
  };
  if (filter.kind !== 'select') return { ...filter, ...words };
  // A label from the contracts (an audit entity, an action) is a server catalog word.
  const option = (o: { value: string; label: string }) => ({
    ...o,
    label: t(o.label, { defaultValue: serverText(o.label) }),
  });
  const { options } = filter;
  return {
    ...filter,
    ...words,
    ...(filter.extraOptions ? { extraOptions: filter.extraOptions.map(option) } : {}),
    options: !isLoadedOptions(options)
      ? options.map(option)
      : 'groups' in options
        ? { groups: options.groups.map((g) => ({ ...g, group: t(g.group) })) }
        : options,
  };
}

/**
 * One filter of a list screen, by its kind. Its texts are catalog keys (`msg('…')`), shown in the
 * namespace of the nearest `<TextNamespace>` (the list's definition), then `common`.
 */
export function FilterInput({ filter: definition, values, onChange }: FilterInputProps) {
  const t = useSharedT();
  const filter = translatedFilter(definition, t);
  switch (filter.kind) {
    case 'text':
      return (
        <DebouncedTextInput
          label={filter.label}
          placeholder={filter.placeholder}
          value={values[filter.param] ?? ''}
          onCommit={(v) => onChange({ [filter.param]: v }, { replace: true })}
          flex={FILTER_FLEX}
        />
      );
    case 'number':
      return (
        <NumberFilter
          filter={filter}
          value={values[filter.param] ?? ''}
          onCommit={(v) => onChange({ [filter.param]: v }, { replace: true })}
        />
      );
    case 'select':
      return (
        <SelectFilter
          filter={filter}
          value={values[filter.param] ?? null}
          onChange={(v) => onChange({ [filter.param]: v })}
        />
      );
    case 'date':
      return (
        <DateFilter
          label={filter.label}
          placeholder={filter.placeholder}
          value={values[filter.param] ?? null}
          onChange={(v) => onChange({ [filter.param]: v })}
        />
      );
    case 'dateRange':
      return <DateRangeFilter filter={filter} values={values} onChange={onChange} />;
  }
}

function SelectFilter({
  filter,
  value,
  onChange,
}: {
  filter: Extract<FilterDef, { kind: 'select' }>;
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  const t = useSharedT();
  const { options } = filter;
  const sources = sourcesOf(options);
  const loaded = useQueries({ queries: sources.map((g) => optionsQuery(g.source)) });
  const isLoading = loaded.some((l) => l.isLoading);
  type Item = { value: string; label: string };
  const itemsOf = (i: number): Item[] =>
    (loaded[i]?.data ?? []).map((o) => ({
      value: o._id,
      label: sources[i]?.source.label?.(o) ?? o.name,
    }));
  const groups: ComboboxItemGroup<Item>[] = [];
  const items: Item[] = (filter.extraOptions ?? []).map((o) => ({ ...o }));
  if (!isLoadedOptions(options)) items.push(...options.map((o) => ({ ...o })));
  sources.forEach((g, i) => {
    if (g.group === null) items.push(...itemsOf(i));
    else if (itemsOf(i).length) groups.push({ group: g.group, items: itemsOf(i) });
  });
  const data: (Item | ComboboxItemGroup<Item>)[] = [...items, ...groups];
  const count = items.length + groups.reduce((n, g) => n + g.items.length, 0);
  return (
    <Select
      label={filter.label}
      placeholder={isLoading ? t('Loading...') : (filter.placeholder ?? t('All'))}
      data={data}
      value={value}
      onChange={onChange}
      clearable
      searchable={count > 8}
      nothingFoundMessage={t('No options')}
      error={
        loaded.some((l) => l.isError)
          ? t('Failed to load {{label}} options.', { label: filter.label.toLowerCase() })
          : undefined
      }
      flex={FILTER_FLEX}
    />
  );
}

/**
 * A number filter with the text filters' pause. Only a complete number is committed; a value
 * that is not one (a lone "-", a price below the minimum) waits for more typing.
 */
function NumberFilter({
  filter,
  value,
  onCommit,
}: {
  filter: Extract<FilterDef, { kind: 'number' }>;
  value: string;
  onCommit: (value: string) => void;
}) {
  const t = useSharedT();
  const [text, setText] = useState<string | number>(value);
  const committed = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    if (value !== committed.current) {
      committed.current = value;
      clearTimeout(timer.current);
      setText(value);
    }
  }, [value]);
  useEffect(() => () => clearTimeout(timer.current), []);

  const commit = (next: string) => {
    clearTimeout(timer.current);
    const n = Number(next);
    const valid =
      next === '' ||
      (Number.isFinite(n) &&
        (!filter.integer || Number.isInteger(n)) &&
        (filter.min === undefined || n >= filter.min));
    if (!valid || next === committed.current) return;
    committed.current = next;
    onCommit(next);
  };

  return (
    <NumberInput
      label={filter.label}
      placeholder={filter.placeholder ?? t('Any')}
      value={text}
      min={filter.min}
      step={filter.step}
      allowDecimal={!filter.integer}
      allowNegative={filter.min === undefined || filter.min < 0}
      hideControls
      onChange={(v) => {
        setText(v);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => commit(String(v)), SEARCH_DELAY_MS);
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit(String(text));
      }}
      flex={NUMBER_FILTER_FLEX}
    />
  );
}

function DateFilter({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder?: string;
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  const t = useSharedT();
  const isPhone = useMediaQuery('(max-width: 36em)');
  const calendar = useCalendarProps(label);
  return (
    <DatePickerInput
      {...calendar}
      locale={currentLanguage()}
      label={label}
      placeholder={placeholder ?? t('Any date')}
      value={value}
      onChange={onChange}
      clearable
      valueFormat="MMM D, YYYY"
      leftSection={<IconCalendar size={16} aria-hidden />}
      dropdownType={isPhone ? 'modal' : 'popover'}
      flex={FILTER_FLEX}
    />
  );
}

function DateRangeFilter({
  filter,
  values,
  onChange,
}: {
  filter: Extract<FilterDef, { kind: 'dateRange' }>;
  values: Record<string, string>;
  onChange: FilterInputProps['onChange'];
}) {
  const t = useSharedT();
  const isPhone = useMediaQuery('(max-width: 36em)');
  const from = values[filter.fromParam] ?? null;
  const to = values[filter.toParam] ?? null;
  // The picker's half-picked state stays local; the URL changes when the range is complete.
  const [draft, setDraft] = useState<[string | null, string | null]>([from, to]);
  useEffect(() => setDraft([from, to]), [from, to]);
  const calendar = useCalendarProps(filter.label);
  return (
    <DatePickerInput
      {...calendar}
      locale={currentLanguage()}
      type="range"
      label={filter.label}
      placeholder={filter.placeholder ?? t('Any dates')}
      value={draft}
      onChange={(range) => {
        setDraft(range);
        const [a, b] = range;
        if ((a && b) || (!a && !b)) onChange({ [filter.fromParam]: a, [filter.toParam]: b });
      }}
      allowSingleDateInRange
      clearable
      valueFormat="MMM D, YYYY"
      leftSection={<IconCalendar size={16} aria-hidden />}
      dropdownType={isPhone ? 'modal' : 'popover'}
      flex={{ base: '1 1 100%', sm: '0 0 280px' }}
    />
  );
}
