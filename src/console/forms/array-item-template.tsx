import type { ArrayFieldItemTemplateProps } from '@rjsf/utils';
import { Button } from '../../ui/button.js';
import { EntryHead, Group } from './form-templates.js';

/**
 * An entry of a list with its own fields (an earning rule): framed, numbered, and moved or
 * removed by buttons that say what they do; a list of plain values (codes) keeps one line each.
 */
export function ArrayItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, index, totalItems, buttonsProps, hasToolbar, schema } = props;
  const n = index + 1;
  const buttons = hasToolbar && (
    <span style={{ display: 'flex', flexWrap: 'wrap', gap: 6 }}>
      {buttonsProps.hasMoveUp && (
        <Button variant="ghost" size="sm" onClick={buttonsProps.onMoveUpItem} aria-label={`Sposta su la voce ${n}`}>
          Su
        </Button>
      )}
      {buttonsProps.hasMoveDown && (
        <Button variant="ghost" size="sm" onClick={buttonsProps.onMoveDownItem} aria-label={`Sposta giù la voce ${n}`}>
          Giù
        </Button>
      )}
      {buttonsProps.hasRemove && (
        <Button variant="outline" size="sm" onClick={buttonsProps.onRemoveItem} aria-label={`Rimuovi la voce ${n}`}>
          Rimuovi
        </Button>
      )}
    </span>
  );
  if (schema.type === 'string' || schema.type === 'number' || schema.type === 'integer')
    return (
      <EntryHead>
        <div style={{ flex: 1 }}>{children}</div>
        {buttons}
      </EntryHead>
    );
  return (
    <Group aria-label={`Voce ${n} di ${totalItems}`}>
      <EntryHead>
        <strong>{`${n}.`}</strong>
        {buttons}
      </EntryHead>
      {children}
    </Group>
  );
}
