import { CloseButton, Combobox, InputBase, Loader, useCombobox } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface CreatableOption {
  value: string;
  label: string;
}

interface CreatableSelectProps {
  label: string;
  placeholder?: string;
  data: readonly CreatableOption[];
  value: string | null;
  onChange: (value: string | null) => void;
  /** Adds a new entry named as typed; answers its value, or throws (the caller reports why). */
  onCreate: (name: string) => Promise<string>;
  /** What the create option says, e.g. `Add manufacturer "Acme"`. */
  createLabel: (name: string) => string;
  error?: string | null;
  description?: string;
  disabled?: boolean;
  loading?: boolean;
}

const CREATE = '\u0000create';

const norm = (s: string) => s.trim().toLocaleLowerCase();

/**
 * A searchable select that can add what it does not have: typing a name it lacks offers
 * "Add …", which creates it and selects it. Leaving the box empty clears the choice.
 */
export function CreatableSelect({
  label,
  placeholder,
  data,
  value,
  onChange,
  onCreate,
  createLabel,
  error,
  description,
  disabled,
  loading,
}: CreatableSelectProps) {
  const { t } = useTranslation('common');
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const selectedLabel = data.find((o) => o.value === value)?.label ?? '';
  const [search, setSearch] = useState(selectedLabel);
  const [creating, setCreating] = useState(false);

  // The label arrives after the options load, or after a new entry is added.
  useEffect(() => setSearch(selectedLabel), [selectedLabel]);

  const typed = search.trim();
  const showAll = typed === '' || search === selectedLabel;
  const filtered = showAll ? data : data.filter((o) => norm(o.label).includes(norm(typed)));
  const exact = data.some((o) => norm(o.label) === norm(typed));

  const submit = async (picked: string) => {
    combobox.closeDropdown();
    if (picked !== CREATE) {
      onChange(picked);
      setSearch(data.find((o) => o.value === picked)?.label ?? '');
      return;
    }
    setCreating(true);
    try {
      onChange(await onCreate(typed));
    } catch {
      setSearch(selectedLabel);
    } finally {
      setCreating(false);
    }
  };

  return (
    <Combobox store={combobox} onOptionSubmit={submit}>
      <Combobox.Target withExpandedAttribute>
        <InputBase
          label={label}
          description={description}
          placeholder={placeholder ?? t('Choose or type to add')}
          value={search}
          disabled={disabled || creating}
          error={error || undefined}
          rightSection={
            creating || loading ? (
              <Loader size={14} />
            ) : value ? (
              <CloseButton
                size="sm"
                aria-label={t('Clear {{label}}', { label })}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => {
                  setSearch('');
                  onChange(null);
                }}
              />
            ) : (
              <Combobox.Chevron />
            )
          }
          rightSectionPointerEvents={value && !creating ? 'all' : 'none'}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => {
            combobox.closeDropdown();
            if (creating) return;
            if (search.trim() === '') {
              if (value) onChange(null);
            } else setSearch(selectedLabel);
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options mah={240} style={{ overflowY: 'auto' }}>
          {filtered.map((o) => (
            <Combobox.Option value={o.value} key={o.value} active={o.value === value}>
              {o.label}
            </Combobox.Option>
          ))}
          {typed && !exact ? (
            <Combobox.Option value={CREATE}>+ {createLabel(typed)}</Combobox.Option>
          ) : null}
          {filtered.length === 0 && (!typed || exact) ? (
            <Combobox.Empty>{t('Nothing here yet: type a name to add it.')}</Combobox.Empty>
          ) : null}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
