import type { ReactNode } from 'react';
import type { ArrayFieldTemplateProps, FieldTemplateProps, ObjectFieldTemplateProps, WrapIfAdditionalTemplateProps } from '@rjsf/utils';
import { ADDITIONAL_PROPERTY_FLAG, canExpand, getUiOptions } from '@rjsf/utils';
import styled from 'styled-components';
import { Button } from '../../ui/button.js';
import { controlBox } from '../../ui/labelled-field.js';

/**
 * The console's RJSF templates, for the settings and the content forms alike (the portal's are
 * made for flat customer forms): each group a fieldset with its legend, rarely changed groups
 * folded, entries of a map (menu links, documents, texts) with their key and a remove button,
 * and under every field what the form's context adds there (the settings say where the value
 * comes from).
 */

/** What a form of the kit may pass in its `formContext`. */
export interface ConsoleFormContext {
  /** A note under each field, from the field's path in the form's value and its label. */
  fieldNote?: (path: string[], label: string) => ReactNode;
}

const Field = styled.div<{ $invalid?: boolean }>`
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
  /* The kit's control box, as the console's other forms draw it; :where keeps it below a widget's own rules. */
  :where(input:not([type='checkbox'], [type='radio'], [type='color'], [type='file']), select, textarea) {
    ${controlBox}
  }
  :where(input:not([type='checkbox'], [type='radio'], [type='color'], [type='file']), select) {
    min-height: 44px;
  }
  :where([aria-invalid='true']) {
    border-color: ${({ theme }) => theme.colors.error};
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
  &:empty {
    display: none;
  }
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

const noteOf = (props: FieldTemplateProps) =>
  (props.registry.formContext as ConsoleFormContext | undefined)?.fieldNote?.(props.fieldPathId.path.map(String), props.label) ?? null;

/** RJSF marks the schema of a map's entry (an additional property) with this flag. */
const isEntry = (schema: object) => ADDITIONAL_PROPERTY_FLAG in schema;

export function ConsoleFieldTemplate(props: FieldTemplateProps) {
  if (isEntry(props.schema)) return <ConsoleEntryTemplate {...props}>{fieldBody(props)}</ConsoleEntryTemplate>;
  return fieldBody(props);
}

function fieldBody(props: FieldTemplateProps) {
  const { id, label, children, rawErrors, hidden, schema, uiSchema, displayLabel } = props;
  if (hidden) return <div hidden>{children}</div>;
  // Groups render their own heading (ConsoleObjectTemplate).
  if (schema.type === 'object') return children;
  const help = getUiOptions(uiSchema).description;
  const ownLabel = schema.type === 'boolean';
  const error = rawErrors?.find((e) => typeof e === 'string' && e !== '');
  return (
    <Field data-field={id}>
      {displayLabel && !ownLabel && <label htmlFor={choiceOf(props) ?? id}>{label}</label>}
      {children}
      {typeof help === 'string' && <Help id={`${id}__description`}>{help}</Help>}
      {/* A live region before it has text, so that a screen reader announces the error when it comes. */}
      <ErrorText id={`${id}__error`} aria-live="polite">
        {error ?? ''}
      </ErrorText>
      {noteOf(props)}
    </Field>
  );
}

/** A field of several kinds (`oneOf`) is labelled by RJSF's select of the kind, not by a control of its own. */
function choiceOf(props: Pick<FieldTemplateProps, 'id' | 'schema'>): string | null {
  if (props.schema.type !== undefined) return null;
  return props.schema.oneOf ? `${props.id}__oneof_select` : props.schema.anyOf ? `${props.id}__anyof_select` : null;
}

/**
 * Fields of a flat schema shown together under a legend (`ui:options.groups`), after the others:
 * the content forms' publication dates and switch, which every kind has.
 */
export interface FieldGroup {
  title: string;
  fields: readonly string[];
}

export function ConsoleObjectTemplate(props: ObjectFieldTemplateProps) {
  const { title, properties, uiSchema, schema, formData, onAddProperty, fieldPathId, readonly, disabled } = props;
  const options = getUiOptions(uiSchema);
  const groups = (options.groups ?? []) as readonly FieldGroup[];
  const grouped = new Set(groups.flatMap((g) => g.fields));
  const shown = properties.filter((p) => !p.hidden);
  const fields = (list: typeof shown) => list.map((p) => <div key={p.name}>{p.content}</div>);
  const body = (
    <>
      {typeof options.description === 'string' && <Help>{options.description}</Help>}
      {fields(shown.filter((p) => !grouped.has(p.name)))}
      {groups.map((g) => (
        <Group key={g.title}>
          <legend>{g.title}</legend>
          {fields(shown.filter((p) => g.fields.includes(p.name)))}
        </Group>
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
export function ConsoleEntryTemplate(props: WrapIfAdditionalTemplateProps) {
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

export function ConsoleArrayTemplate(props: ArrayFieldTemplateProps) {
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
