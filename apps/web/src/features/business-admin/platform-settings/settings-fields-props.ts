import type { TPlatformSettings } from '@pos/contracts/platform-settings';
import type { ChangeEvent } from 'react';
import type { FieldErrors } from '../../../lib/form-errors';
import type { SettingsField } from './platform-settings-draft';

/** What each inner tab's fields get from the one form that holds the whole object. */
export interface SettingsFieldsProps {
  draft: TPlatformSettings;
  errors: FieldErrors;
  disabled: boolean;
  onChange: <K extends SettingsField>(field: K, value: TPlatformSettings[K]) => void;
}

/** The fields whose value is text (not the switch, not the prices). */
export type TextField = {
  [K in SettingsField]: TPlatformSettings[K] extends string ? K : never;
}[SettingsField];

/** The value, change handler, message and state of one text input. */
export const bindText = (p: SettingsFieldsProps, field: TextField) => ({
  name: field,
  value: p.draft[field],
  onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    p.onChange(field, e.currentTarget.value),
  error: p.errors[field],
  disabled: p.disabled,
});

/** The same for a select: its value is the field's text, never null. */
export const bindSelect = (p: SettingsFieldsProps, field: TextField) => ({
  name: field,
  value: p.draft[field] || null,
  onChange: (value: string | null) => p.onChange(field, value ?? ''),
  error: p.errors[field],
  disabled: p.disabled,
  allowDeselect: false,
});
