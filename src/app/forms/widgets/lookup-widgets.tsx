import { useQuery } from '@tanstack/react-query';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { formatShortDate } from '../../../shared/format.js';
import type { OrderRef } from '../../api/engagement.js';
import type { SavedAddress } from '../../api/auth.js';
import type { CityOption, LookupOption } from '../../api/utility.js';
import type { LookupKind } from '../../queries/lookup-keys.js';
import { lookupQuery } from '../../queries/lookups.js';
import { useFormState } from '../form-state.js';
import { ChoiceSelect, type ChoiceOption } from './select-widget.js';
import { useTimeZone } from '../../stores/config.js';

/** Default parent field of each cascading lookup (overridable with ui:options.parent). */
const DEFAULT_PARENT: Partial<Record<LookupKind, string>> = { city: 'district' };

/** 'DEMO-2026-000101 · 12/11/2026': the number the customer reads in mails, and the day. */
function orderLabel(order: OrderRef, timeZone: string): string {
  const day = formatShortDate(order.date, timeZone);
  return day && day !== order.date ? `${order.order_number} · ${day}` : order.order_number;
}

function choicesOf(kind: LookupKind, items: unknown[], timeZone: string): ChoiceOption[] {
  if (kind === 'customerOrder') return (items as OrderRef[]).map((o) => ({ value: o.order_number, label: orderLabel(o, timeZone) }));
  if (kind === 'savedAddress') {
    return (items as SavedAddress[]).map((a) => ({
      value: a.id,
      label: a.label || `${a.name} ${a.surname}, ${a.address} ${a.address_number}, ${a.zipcode} ${a.city}`,
    }));
  }
  return (items as (LookupOption | CityOption)[]).map((o) => ({ value: o.value, label: o.name }));
}

/**
 * A select filled from the API at runtime: regions, provinces of the chosen region, municipalities
 * of the chosen province, countries, the customer's saved addresses, or the customer's orders (by
 * order_number; the contact form's optional order). Until its parent has a
 * value it is disabled and says what to choose first. Clearing and filling dependent fields
 * (city → CAP, saved address → recipient fields) is the form's job: see dependencies.ts.
 */
function makeLookupWidget(kind: LookupKind) {
  function LookupWidget(props: WidgetProps) {
    const timeZone = useTimeZone();
    const { t } = useTranslation();
    const { formData } = useFormState();
    const parentField = typeof props.options['parent'] === 'string' ? props.options['parent'] : DEFAULT_PARENT[kind];
    const parentValue = parentField ? formData[parentField] : undefined;
    const waiting = Boolean(parentField) && (parentValue === undefined || parentValue === '');
    // A failed list is asked again the next time a widget needs it (queries retry on mount).
    const list = useQuery({ ...lookupQuery(kind, String(parentValue ?? '')), enabled: !waiting });
    const failed = list.isError;
    const loaded = list.isSuccess && !waiting;
    let choices = loaded ? choicesOf(kind, list.data, timeZone) : [];
    // A stored value missing from the list (renamed municipality, old record) stays visible.
    if (props.value !== undefined && props.value !== '' && !choices.some((c) => String(c.value) === String(props.value))) {
      choices = [{ value: props.value as unknown, label: String(props.value) }, ...choices];
    }
    // An empty list of orders is an answer, not a failure: say so instead of offering nothing.
    const noOrders = kind === 'customerOrder' && loaded && choices.length === 0;
    const placeholder = waiting
      ? t(`forms.choose.${parentField === 'region' ? 'regionFirst' : 'districtFirst'}`, {
          defaultValue: parentField === 'region' ? 'Seleziona prima la regione' : 'Seleziona prima la provincia',
        })
      : failed
        ? t('forms.lookupFailed', { defaultValue: 'Elenco non disponibile, riprova' })
        : noOrders
          ? t('engagement.orderPicker.empty', { defaultValue: 'Non hai ancora effettuato ordini' })
          : props.placeholder || t('forms.selectPlaceholder', { defaultValue: 'Seleziona…' });
    return <ChoiceSelect {...props} disabled={props.disabled || waiting || noOrders} choices={choices} placeholder={placeholder} />;
  }
  LookupWidget.displayName = `LookupWidget(${kind})`;
  return LookupWidget;
}

export const RegionWidget = makeLookupWidget('region');
export const DistrictWidget = makeLookupWidget('district');
export const CityWidget = makeLookupWidget('city');
export const CountryWidget = makeLookupWidget('country');
export const SavedAddressWidget = makeLookupWidget('savedAddress');
export const CustomerOrderWidget = makeLookupWidget('customerOrder');
