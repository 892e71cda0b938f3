import dayjs from 'dayjs';
import type { Option } from '../../../lib/zones-and-currencies';

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
