import dayjs from 'dayjs';
import { i18n, msg } from '../../../lib/i18n';
import type { Option } from '../../../lib/zones-and-currencies';

const LANGUAGE_NAMES = [
  ['en', msg('English')],
  ['hi', msg('Hindi')],
  ['bn', msg('Bengali')],
  ['ta', msg('Tamil')],
  ['te', msg('Telugu')],
  ['mr', msg('Marathi')],
  ['es', msg('Spanish')],
  ['fr', msg('French')],
  ['de', msg('German')],
  ['pt', msg('Portuguese')],
  ['ar', msg('Arabic')],
  ['zh', msg('Chinese')],
  ['ja', msg('Japanese')],
] as const;

const ns = { ns: 'business-admin' };

/** The languages, each named in the language the app speaks, with its code. */
export const languageOptions = (): Option[] =>
  LANGUAGE_NAMES.map(([value, name]) => ({ value, label: `${i18n.t(name, ns)} (${value})` }));

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
  ['HH:mm', msg('24-hour')],
  ['hh:mm A', msg('12-hour')],
  ['h:mm A', msg('12-hour, no leading zero')],
] as const;

export const dateFormatOptions = (now = new Date()): Option[] =>
  DATE_FORMATS.map((f) => ({ value: f, label: `${f}  (${dayjs(now).format(f)})` }));

export const timeFormatOptions = (now = new Date()): Option[] =>
  TIME_FORMATS.map(([f, kind]) => ({
    value: f,
    label: `${f}  (${i18n.t(kind, ns)}, ${dayjs(now).format(f)})`,
  }));
