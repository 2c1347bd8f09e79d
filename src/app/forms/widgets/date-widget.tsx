import { useEffect, useId, useRef, useState } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { DayPicker } from 'react-day-picker';
import { it as itLocale } from 'react-day-picker/locale/it';
import 'react-day-picker/style.css';
import { format, isValid, parse, startOfDay, subYears } from 'date-fns';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Input, InputAction, InputRow } from './field-styles.js';
import { inputProps } from './input-props.js';
import { CalendarIcon } from './icons.js';

const DISPLAY = 'dd/MM/yyyy';
const ISO = 'yyyy-MM-dd';
const ISO_RE = /^\d{4}-\d{2}-\d{2}$/;

/** ISO value → dd/MM/yyyy; anything else (a half-typed date) is shown as typed. */
export function toDisplayDate(value: unknown): string {
  if (typeof value !== 'string') return '';
  if (!ISO_RE.test(value)) return value;
  const date = parse(value, ISO, new Date());
  return isValid(date) ? format(date, DISPLAY) : value;
}

/** What a typed text means: undefined when empty, ISO when a real date, else the text (→ 'Data non valida'). */
export function fromTypedDate(text: string): string | undefined {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  if (digits === '') return undefined;
  const masked = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter(Boolean).join('/');
  if (digits.length < 8) return masked;
  const date = parse(masked, DISPLAY, new Date());
  return isValid(date) && format(date, DISPLAY) === masked ? format(date, ISO) : masked;
}

/** The latest allowed day: `minAgeYears` in the schema (18 → 18 years ago, 0 → today) or ui:options.maxDate "today". */
export function maxDateOf(schema: WidgetProps['schema'], options: WidgetProps['options']): Date | undefined {
  const years = (schema as { minAgeYears?: unknown }).minAgeYears;
  if (typeof years === 'number') return subYears(startOfDay(new Date()), years);
  if (options['maxDate'] === 'today') return startOfDay(new Date());
  return undefined;
}

const Popover = styled.div`
  position: absolute;
  z-index: 50;
  top: calc(100% + 4px);
  left: 0;
  padding: 8px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.card}px;
  box-shadow: 0 12px 30px rgba(15, 23, 42, 0.2);
  --rdp-accent-color: ${({ theme }) => theme.colors.primary};
`;

const Wrap = styled.div`
  position: relative;
`;

/**
 * Date picker: dd/MM/yyyy, placeholder 'Seleziona una data'. Typing works on its own
 * (digits only, slashes added), and a button opens a calendar popover (react-day-picker, arrow
 * keys, month and year dropdowns for birth dates; Escape closes it and focus returns). The value
 * is the ISO date; days after the maximum (today, or 18 years ago for the adult check) cannot be
 * picked, and the schema's minAgeYears refuses them in typing too.
 */
export function DateWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, schema, options, onChange, onBlur, onFocus } = props;
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wrapRef = useRef<HTMLDivElement>(null);
  const formatId = useId();
  const popoverId = useId();
  const maxDate = maxDateOf(schema, options);
  const selected = typeof value === 'string' && ISO_RE.test(value) ? parse(value, ISO, new Date()) : undefined;

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    const onPointer = (event: MouseEvent) => {
      if (wrapRef.current && !wrapRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onPointer);
    };
  }, [open]);

  const locked = disabled || readonly;
  return (
    <Wrap ref={wrapRef}>
      <InputRow $action>
        <Input
          {...inputProps(props, formatId)}
          type="text"
          inputMode="numeric"
          autoComplete={typeof options['autocomplete'] === 'string' ? options['autocomplete'] : 'off'}
          value={toDisplayDate(value)}
          placeholder={t('common.selectDate', { defaultValue: 'Seleziona una data' })}
          maxLength={10}
          onChange={(event) => onChange(fromTypedDate(event.target.value))}
          onBlur={() => onBlur(id, value)}
          onFocus={() => onFocus(id, value)}
        />
        <span id={formatId} className="visually-hidden">
          {t('forms.dateFormat', { defaultValue: 'Formato gg/mm/aaaa' })}
        </span>
        <InputAction
          ref={buttonRef}
          type="button"
          disabled={locked}
          aria-label={t('forms.openCalendar', { defaultValue: 'Scegli la data dal calendario' })}
          aria-expanded={open}
          aria-controls={open ? popoverId : undefined}
          onClick={() => setOpen((o) => !o)}
        >
          <CalendarIcon />
        </InputAction>
      </InputRow>
      {open && (
        <Popover id={popoverId} role="dialog" aria-label={t('forms.calendar', { defaultValue: 'Calendario' })}>
          <DayPicker
            mode="single"
            locale={itLocale}
            captionLayout="dropdown"
            autoFocus
            selected={selected}
            defaultMonth={selected ?? maxDate}
            startMonth={new Date(1900, 0)}
            endMonth={maxDate ?? new Date(new Date().getFullYear() + 10, 11)}
            disabled={maxDate ? { after: maxDate } : undefined}
            onSelect={(day) => {
              onChange(day ? format(day, ISO) : options.emptyValue);
              setOpen(false);
              buttonRef.current?.focus();
            }}
          />
        </Popover>
      )}
    </Wrap>
  );
}
