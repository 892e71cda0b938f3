import dayjs from 'dayjs';

export interface Option {
  value: string;
  label: string;
}

/** A stored value the lists do not know (set through the API) still shows and stays. */
export function withCurrent(options: readonly Option[], current: string): Option[] {
  if (!current || options.some((o) => o.value === current)) return [...options];
  return [{ value: current, label: current }, ...options];
}

export const LANGUAGES: readonly Option[] = [
  ['en', 'English'],
  ['hi', 'Hindi'],
  ['bn', 'Bengali'],
  ['ta', 'Tamil'],
  ['te', 'Telugu'],
  ['mr', 'Marathi'],
  ['es', 'Spanish'],
  ['fr', 'French'],
  ['de', 'German'],
  ['pt', 'Portuguese'],
  ['ar', 'Arabic'],
  ['zh', 'Chinese'],
  ['ja', 'Japanese'],
].map(([value, label]) => ({ value: value as string, label: `${label} (${value})` }));

// Intl knows every zone and currency the browser does; an old browser gets the stored value only.
function intlValues(kind: 'timeZone' | 'currency'): string[] {
  try {
    return Intl.supportedValuesOf(kind);
  } catch {
    return [];
  }
}

/**
 * ICU still lists some zones under names IANA has since replaced; the default (Asia/Kolkata)
 * is one of them. The current names are the ones people look for.
 */
const RENAMED_ZONES: Record<string, string> = {
  'America/Godthab': 'America/Nuuk',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
};

export const timezoneOptions = (): Option[] =>
  [...new Set(intlValues('timeZone').map((zone) => RENAMED_ZONES[zone] ?? zone))]
    .sort()
    .map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));

export function currencyOptions(): Option[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames(['en'], { type: 'currency' });
  } catch {
    names = null;
  }
  return intlValues('currency').map((code) => ({
    value: code,
    label: `${code} – ${names?.of(code) ?? code}`,
  }));
}

/** dayjs tokens; each label carries today's date so the choice is obvious. */
const DATE_FORMATS = [
  'DD/MM/YYYY',
  'MM/DD/YYYY',
  'YYYY-MM-DD',
  'DD-MM-YYYY',
  'DD.MM.YYYY',
  'D MMM YYYY',
];
const TIME_FORMATS = [
  ['HH:mm', '24-hour'],
  ['hh:mm A', '12-hour'],
  ['h:mm A', '12-hour, no leading zero'],
] as const;

export const dateFormatOptions = (now = new Date()): Option[] =>
  DATE_FORMATS.map((f) => ({ value: f, label: `${f}  (${dayjs(now).format(f)})` }));

export const timeFormatOptions = (now = new Date()): Option[] =>
  TIME_FORMATS.map(([f, kind]) => ({
    value: f,
    label: `${f}  (${kind}, ${dayjs(now).format(f)})`,
  }));
