import type {
  ArrayFieldTemplateProps,
  FieldTemplateProps,
  ObjectFieldTemplateProps,
  WidgetProps,
  WrapIfAdditionalTemplateProps,
} from '@rjsf/utils';
import { ADDITIONAL_PROPERTY_FLAG, canExpand, getUiOptions } from '@rjsf/utils';
import styled from 'styled-components';
import { Button } from '../../../ui/button.js';
import { FieldOrigin } from './field-origin.js';

/**
 * The console's RJSF templates for the nested tenant settings (the portal's are made for flat
 * customer forms): each group a fieldset with its legend, rarely changed groups folded, entries
 * of a map (menu links, documents, texts) with their key and a remove button, and under every
 * field where its value comes from (field-origin.tsx).
 */

const Field = styled.div`
  display: grid;
  /* A grid column is as wide as its widest content by default: a select with a long option would
     push the form past a phone's width. */
  grid-template-columns: minmax(0, 1fr);
  gap: 4px;
  margin-bottom: 14px;
  label {
    font-weight: 600;
  }
  select,
  input,
  textarea {
    max-width: 100%;
  }
  input:read-only:not([type='checkbox']),
  textarea:read-only {
    background: ${({ theme }) => theme.colors.background};
    border-style: dashed;
  }
`;

const Help = styled.p`
  margin: 0;
  font-size: 13px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const KindLabel = styled.label`
  display: block;
  margin-bottom: 4px;
  font-weight: 600;
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.error};
  font-size: 14px;
  font-weight: 600;
`;

export const Group = styled.fieldset`
  margin: 0 0 18px;
  padding: 12px 14px 2px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  min-width: 0;
  legend {
    padding: 0 6px;
    font-weight: 700;
  }
`;

const Folded = styled.details`
  margin: 0 0 18px;
  summary {
    cursor: pointer;
    font-weight: 700;
    padding: 6px 0;
  }
`;

export const EntryHead = styled.div`
  display: flex;
  align-items: end;
  gap: 10px;
  margin-bottom: 8px;
`;

/** The field's override path: the section's key (the form's context) and the field's path inside it. */
const keysOf = (props: FieldTemplateProps) => {
  const section = (props.registry.formContext as { sectionKey?: string } | undefined)?.sectionKey;
  return section ? [section, ...props.fieldPathId.path.map(String)] : [];
};

/** RJSF marks the schema of a map's entry (an additional property) with this flag. */
const isEntry = (schema: object) => ADDITIONAL_PROPERTY_FLAG in schema;

export function SettingsFieldTemplate(props: FieldTemplateProps) {
  if (isEntry(props.schema)) return <SettingsEntryTemplate {...props}>{fieldBody(props)}</SettingsEntryTemplate>;
  return fieldBody(props);
}

function fieldBody(props: FieldTemplateProps) {
  const { id, label, children, rawErrors, hidden, schema, uiSchema, displayLabel } = props;
  if (hidden) return <div hidden>{children}</div>;
  // Groups render their own heading (SettingsObjectTemplate).
  if (schema.type === 'object') return children;
  const help = getUiOptions(uiSchema).description;
  const ownLabel = schema.type === 'boolean';
  const error = rawErrors?.find((e) => typeof e === 'string' && e !== '');
  return (
    <Field data-field={id}>
      {displayLabel && !ownLabel && <label htmlFor={choiceOf(props) ?? id}>{label}</label>}
      {children}
      {typeof help === 'string' && <Help id={`${id}__description`}>{help}</Help>}
      {error && <ErrorText id={`${id}__error`}>{error}</ErrorText>}
      <FieldOrigin keys={keysOf(props)} label={label} />
    </Field>
  );
}

/** A field of several kinds (`oneOf`) is labelled by RJSF's select of the kind, not by a control of its own. */
function choiceOf(props: Pick<FieldTemplateProps, 'id' | 'schema'>): string | null {
  if (props.schema.type !== undefined) return null;
  return props.schema.oneOf ? `${props.id}__oneof_select` : props.schema.anyOf ? `${props.id}__anyof_select` : null;
}

export function SettingsObjectTemplate(props: ObjectFieldTemplateProps) {
  const { title, properties, uiSchema, schema, formData, onAddProperty, fieldPathId, readonly, disabled } = props;
  const options = getUiOptions(uiSchema);
  const body = (
    <>
      {typeof options.description === 'string' && <Help>{options.description}</Help>}
      {properties
        .filter((p) => !p.hidden)
        .map((p) => (
          <div key={p.name}>{p.content}</div>
        ))}
      {!readonly && !disabled && canExpand(schema, uiSchema, formData) && (
        <Button variant="outline" size="sm" onClick={onAddProperty} style={{ marginBottom: 14 }}>
          Aggiungi {String(options.title ?? title ?? '').toLowerCase() || 'voce'}
        </Button>
      )}
    </>
  );
  // The section itself is the tab's content, and an entry of a map is framed by its entry template.
  if (fieldPathId.path.length === 0 || isEntry(schema)) return body;
  // An object of several kinds with no fields of its own (an earning rule): RJSF draws the select
  // of the kind after it, and its title is that select's label. RJSF gives this object the
  // select's id plus an `XxxOf` step, so that the two never share an id.
  if (schema.oneOf && !schema.properties)
    return <KindLabel htmlFor={`${fieldPathId.$id.replace(/.XxxOf$/, '')}__oneof_select`}>{String(options.title ?? title)}</KindLabel>;
  if (options.collapsed) {
    return (
      <Folded>
        <summary>{String(options.title ?? title)}</summary>
        {body}
      </Folded>
    );
  }
  return (
    <Group>
      <legend>{String(options.title ?? title)}</legend>
      {body}
    </Group>
  );
}

/** An entry of a map: its key (renamed on leaving the field) and a remove button. */
export function SettingsEntryTemplate(props: WrapIfAdditionalTemplateProps) {
  const { id, label, children, onKeyRenameBlur, onRemoveProperty, disabled, readonly } = props;
  return (
    <Group>
      <EntryHead>
        <Field style={{ marginBottom: 0, flex: 1 }}>
          <label htmlFor={`${id}-key`}>Codice</label>
          <input id={`${id}-key`} defaultValue={label} onBlur={onKeyRenameBlur} disabled={disabled || readonly} />
        </Field>
        {!readonly && !disabled && (
          <Button variant="outline" size="sm" onClick={onRemoveProperty} aria-label={`Rimuovi ${label}`}>
            Rimuovi
          </Button>
        )}
      </EntryHead>
      {children}
    </Group>
  );
}

export function SettingsArrayTemplate(props: ArrayFieldTemplateProps) {
  const { items, canAdd, onAddClick, title, uiSchema, readonly, disabled } = props;
  const options = getUiOptions(uiSchema);
  return (
    <div>
      {items}
      {canAdd && !readonly && !disabled && (
        <Button variant="outline" size="sm" onClick={onAddClick}>
          Aggiungi a «{String(options.title ?? title)}»
        </Button>
      )}
    </div>
  );
}

const Switch = styled.label`
  display: flex;
  align-items: center;
  gap: 10px;
  font-weight: 600;
  cursor: pointer;
  input {
    width: 20px;
    height: 20px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** A feature toggle: true or false (the portal's checkbox stores 1/0, as its consents need). */
export function SwitchWidget({ id, value, label, disabled, readonly, onChange, onBlur, onFocus, uiSchema }: WidgetProps) {
  const title = getUiOptions(uiSchema).title;
  return (
    <Switch htmlFor={id}>
      <input
        type="checkbox"
        role="switch"
        id={id}
        checked={value === true}
        disabled={disabled || readonly}
        aria-describedby={`${id}__description`}
        onChange={(event) => onChange(event.target.checked)}
        onBlur={() => onBlur(id, value)}
        onFocus={() => onFocus(id, value)}
      />
      {String(title ?? label)}
    </Switch>
  );
}

const ColorRow = styled.div`
  display: flex;
  gap: 8px;
  align-items: center;
  input[type='color'] {
    width: 44px;
    height: 36px;
    padding: 2px;
  }
  input[type='text'] {
    width: 9em;
    font-family: monospace;
  }
`;

/** A #rrggbb colour: the picker and the code side by side, either one edits it. */
export function ColorWidget({ id, value, label, disabled, readonly, onChange, onBlur }: WidgetProps) {
  const text = typeof value === 'string' ? value : '';
  const valid = /^#[0-9a-fA-F]{6}$/.test(text);
  return (
    <ColorRow>
      <input
        type="color"
        aria-label={`${label}: scegli il colore`}
        value={valid ? text.toLowerCase() : '#000000'}
        disabled={disabled || readonly}
        onChange={(event) => onChange(event.target.value)}
      />
      <input
        type="text"
        id={id}
        value={text}
        spellCheck={false}
        disabled={disabled || readonly}
        onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
        onBlur={() => onBlur(id, value)}
      />
    </ColorRow>
  );
}
