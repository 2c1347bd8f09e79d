import { useState } from 'react';
import { getUiOptions, type FieldTemplateProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../../ui/button.js';
import { Modal } from '../../../ui/modal.js';

const Field = styled.div`
  display: grid;
  gap: 6px;
  margin-bottom: 18px;
`;

const LabelRow = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  label {
    font-weight: 600;
  }
`;

const HintButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 24px;
  height: 24px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: 700;
  font-size: 14px;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.error};
  font-size: 14px;
  font-weight: 600;
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 14px;
`;

/** Widgets that render their own label (a checkbox's HTML label, a radio group's legend). */
const OWN_LABEL = new Set(['checkbox', 'radio', 'CheckboxWidget', 'RadioWidget', 'hidden']);

/**
 * Every field: label with '* ' before required ones, an optional hint button that opens the hint
 * in a modal (`ui:hint`, or RJSF's `ui:help`), the widget, and the first error under it with the
 * id the widget's aria-describedby points at. Errors exist only once a submit was attempted:
 * RJSF validates on submit, then live (see schema-form.tsx).
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, label, children, rawErrors, hidden, required, displayLabel, uiSchema, schema, rawDescription } = props;
  const { t } = useTranslation();
  const [hintOpen, setHintOpen] = useState(false);
  if (hidden) return <div hidden>{children}</div>;
  // The root object renders its own sections.
  if (schema.type === 'object') return children;
  const options = getUiOptions(uiSchema);
  const widget = typeof options.widget === 'string' ? options.widget : schema.type === 'boolean' ? 'checkbox' : '';
  const ownLabel = OWN_LABEL.has(widget);
  const hint = typeof options['hint'] === 'string' ? options['hint'] : typeof options.help === 'string' ? options.help : undefined;
  const error = rawErrors?.find((e) => typeof e === 'string' && e !== '');
  return (
    <Field data-field={id}>
      {displayLabel && !ownLabel && (
        <LabelRow>
          <label htmlFor={id}>
            {required ? '* ' : ''}
            {label}
          </label>
          {hint && (
            <HintButton
              type="button"
              aria-label={t('forms.hintFor', { defaultValue: 'Informazioni su {{label}}', label })}
              onClick={() => setHintOpen(true)}
            >
              ?
            </HintButton>
          )}
        </LabelRow>
      )}
      {rawDescription && <Description id={`${id}__description`}>{rawDescription}</Description>}
      {children}
      {ownLabel && hint && (
        <div>
          <Button variant="link" size="sm" onClick={() => setHintOpen(true)}>
            {t('forms.moreInfo', { defaultValue: 'Maggiori informazioni' })}
          </Button>
        </div>
      )}
      {error && (
        <ErrorText id={`${id}__error`} data-testid={`${id}-error`}>
          {error}
        </ErrorText>
      )}
      {hint && (
        <Modal
          open={hintOpen}
          onClose={() => setHintOpen(false)}
          title={label}
          actions={
            <Button variant="primary" onClick={() => setHintOpen(false)}>
              {t('common.close', { defaultValue: 'Chiudi' })}
            </Button>
          }
        >
          <p>{hint}</p>
        </Modal>
      )}
    </Field>
  );
}
