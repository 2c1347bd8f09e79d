import { getSubmitButtonOptions, getUiOptions, type ObjectFieldTemplateProps, type SubmitButtonProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../../ui/button.js';
import { useHydrated } from '../../../ui/use-hydrated.js';
import { useFormState } from '../form-state.js';

interface Section {
  title: string;
  fields: string[];
}

const Fieldset = styled.fieldset`
  margin: 0 0 24px;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  width: 100%;
  margin-bottom: 14px;
  padding-bottom: 6px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.15rem;
  font-weight: 700;
`;

function sectionsOf(value: unknown): Section[] | null {
  if (!Array.isArray(value)) return null;
  const sections = value.filter(
    (s): s is Section =>
      typeof s === 'object' && s !== null && typeof (s as Section).title === 'string' && Array.isArray((s as Section).fields),
  );
  return sections.length ? sections : null;
}

/**
 * The form's body. With `ui:options.sections` (`[{"title": "I tuoi dati", "fields": [...]}, …]`)
 * fields are grouped in fieldsets named by their legend, in the listed order; "*" collects the
 * fields no section names. Without sections, fields follow the schema (or `ui:order`).
 */
export function ObjectFieldTemplate({ properties, uiSchema, fieldPathId }: ObjectFieldTemplateProps) {
  const sections = fieldPathId.path.length === 0 ? sectionsOf(getUiOptions(uiSchema)['sections']) : null;
  const visible = properties.filter((p) => !p.hidden);
  const hiddenOnes = properties.filter((p) => p.hidden);
  if (!sections) {
    return (
      <>
        {properties.map((p) => (
          <div key={p.name}>{p.content}</div>
        ))}
      </>
    );
  }
  const named = new Set(sections.flatMap((s) => s.fields.filter((f) => f !== '*')));
  const rest = visible.filter((p) => !named.has(p.name));
  return (
    <>
      {sections.map((section) => {
        const content = section.fields.flatMap((name) => (name === '*' ? rest : visible.filter((p) => p.name === name)));
        if (content.length === 0) return null;
        return (
          <Fieldset key={section.title}>
            <Legend>{section.title}</Legend>
            {content.map((p) => (
              <div key={p.name}>{p.content}</div>
            ))}
          </Fieldset>
        );
      })}
      {!sections.some((s) => s.fields.includes('*')) && rest.map((p) => <div key={p.name}>{p.content}</div>)}
      {hiddenOnes.map((p) => (
        <div key={p.name} hidden>
          {p.content}
        </div>
      ))}
    </>
  );
}

/**
 * Submit with the form's label (`ui:submitButtonOptions.submitText`), disabled with a spinner while
 * sending, and disabled while a page painted by the server waits for its scripts (useHydrated),
 * unless the browser can post the form itself.
 */
export function SubmitButton({ uiSchema }: Pick<SubmitButtonProps, 'uiSchema'>) {
  const { sending, postsNatively } = useFormState();
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const { norender } = getSubmitButtonOptions(uiSchema);
  if (norender) return null;
  // RJSF's default text is English ('Submit'): only the tenant's own text is used.
  const options = uiSchema?.['ui:submitButtonOptions'] as { submitText?: unknown } | undefined;
  const submitText = typeof options?.submitText === 'string' ? options.submitText : t('forms.submit', { defaultValue: 'Invia' });
  return (
    <Button type="submit" variant="primary" block loading={sending} disabled={!hydrated && !postsNatively}>
      {submitText}
    </Button>
  );
}

/** Errors show under each field (FieldTemplate); no English summary list. */
export function NoErrorList() {
  return null;
}
