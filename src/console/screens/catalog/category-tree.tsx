import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { StaffSubcategory } from '../../../shared/types/generated/api/staff-catalog.js';
import { Alert } from '../../../ui/alert.js';
import { Button } from '../../../ui/button.js';
import { Panel } from '../../../ui/cards.js';
import { SelectField } from '../../../ui/select-field.js';
import { QueryView } from '../../../ui/query-view.js';
import { EmptyState, RowsSkeleton } from '../../../ui/states.js';
import { TextField } from '../../../ui/text-field.js';
import type { AreaProps } from '../../area-props.js';
import { CatalogNav } from './catalog-nav.js';
import { useCategories, useCreateCategory, useDeleteCategory, useMoveCategory, useRenameCategory } from './catalog-queries.js';
import { counted } from '../../counted.js';

const Tree = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  ol {
    margin: 8px 0 0 24px;
    padding: 0;
    list-style: none;
  }
  li {
    margin-bottom: 8px;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 12px;
  align-items: center;
  padding: 8px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  background: ${({ theme }) => theme.colors.surface};
  strong {
    flex: 1 1 200px;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  form {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: end;
    flex: 1 1 100%;
  }
`;

const CreateForm = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr));
  gap: 0 16px;
  align-items: end;
  > div:last-child {
    margin-bottom: 16px;
  }
`;

type Node = StaffSubcategory & { subcategories?: StaffSubcategory[] };

/** '4 premi'; a category with subcategories: '2 sottocategorie', and its own prizes if it has some. */
function summaryOf(node: Node): string {
  const prizes = counted('prizes', node.prizes);
  const subs = node.subcategories?.length ?? 0;
  if (!node.subcategories) return prizes;
  const parts = [counted('subcategories', subs), ...(node.prizes ? [prizes] : [])];
  return subs || node.prizes ? parts.join(', ') : 'Vuota';
}

function CategoryRow({ alias, node, first, last }: { alias: string; node: Node; first: boolean; last: boolean }) {
  const rename = useRenameCategory(alias);
  const move = useMoveCategory(alias);
  const remove = useDeleteCategory(alias);
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(node.name);
  const busy = rename.isPending || move.isPending || remove.isPending;
  const failure = rename.error ?? move.error ?? remove.error;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    rename.mutate({ id: node.id, name: name.trim(), revision: node.revision }, { onSuccess: () => setEditing(false) });
  };
  return (
    <Row>
      {editing ? (
        <form onSubmit={submit} aria-label={`Rinomina ${node.name}`}>
          <TextField label="Nuovo nome" value={name} maxLength={120} onChange={(e) => setName(e.target.value)} autoFocus />
          <div>
            <Button type="submit" size="sm" variant="primary" loading={rename.isPending} disabled={!name.trim()}>
              Salva
            </Button>{' '}
            <Button size="sm" onClick={() => setEditing(false)}>
              Annulla
            </Button>
          </div>
        </form>
      ) : (
        <>
          <strong>{node.name}</strong>
          <span>{summaryOf(node)}</span>
          <Button size="sm" disabled={busy} onClick={() => setEditing(true)} aria-label={`Rinomina ${node.name}`}>
            Rinomina
          </Button>
          <Button
            size="sm"
            disabled={busy || first}
            onClick={() => move.mutate({ id: node.id, direction: 'up', revision: node.revision })}
            aria-label={`Su: sposta ${node.name} prima`}
          >
            Su
          </Button>
          <Button
            size="sm"
            disabled={busy || last}
            onClick={() => move.mutate({ id: node.id, direction: 'down', revision: node.revision })}
            aria-label={`Giù: sposta ${node.name} dopo`}
          >
            Giù
          </Button>
          <Button
            size="sm"
            disabled={busy}
            onClick={() => remove.mutate({ id: node.id, revision: node.revision })}
            aria-label={`Elimina ${node.name}`}
          >
            Elimina
          </Button>
        </>
      )}
      {failure && (
        <div style={{ flexBasis: '100%' }}>
          <Alert tone="error">{failure.message}</Alert>
        </div>
      )}
    </Row>
  );
}

function NewCategory({ alias, parents }: { alias: string; parents: readonly { id: number; name: string }[] }) {
  const create = useCreateCategory(alias);
  const [name, setName] = useState('');
  const [parent, setParent] = useState('');
  const [missing, setMissing] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setMissing(true);
    create.mutate({ name: name.trim(), parent_id: parent ? Number(parent) : null }, { onSuccess: () => setName('') });
  };
  return (
    <Panel as="section" aria-labelledby="new-category">
      <h3 id="new-category">Nuova categoria</h3>
      {create.isError && <Alert tone="error">{create.error.message}</Alert>}
      <CreateForm onSubmit={submit} noValidate>
        <TextField
          label="Nome"
          value={name}
          maxLength={120}
          error={missing && !name.trim() ? 'Indica il nome della categoria' : null}
          onChange={(e) => {
            setMissing(false);
            setName(e.target.value);
          }}
        />
        <SelectField label="Dove" value={parent} onChange={(e) => setParent(e.target.value)}>
          <option value="">Categoria principale</option>
          {parents.map((p) => (
            <option key={p.id} value={p.id}>
              Sottocategoria di {p.name}
            </option>
          ))}
        </SelectField>
        <div>
          <Button type="submit" variant="primary" loading={create.isPending}>
            Aggiungi
          </Button>
        </div>
      </CreateForm>
    </Panel>
  );
}

/** The category tree: each level in the order the portal shows it, with rename, move, delete (only when empty) and a form to add. */
export function CategoryTree({ alias }: AreaProps) {
  const categories = useCategories(alias);
  const items = categories.data?.items ?? [];
  return (
    <section aria-labelledby="categories-title">
      <h2 id="categories-title">Catalogo</h2>
      <CatalogNav alias={alias} />
      <NewCategory alias={alias} parents={items} />
      <h3>Categorie</h3>
      <QueryView
        query={categories}
        pending={<RowsSkeleton count={4} thumb={false} label="Caricamento delle categorie" />}
        errorTitle="Impossibile caricare le categorie"
        level={3}
        isEmpty={(data) => data.items.length === 0}
        empty={
          <EmptyState title="Nessuna categoria" level={3}>
            Aggiungi la prima qui sopra: i premi si filtrano per categoria nel portale.
          </EmptyState>
        }
      >
        {() => (
          <Tree aria-label="Categorie, nell’ordine del portale">
            {items.map((c, i) => (
              <li key={c.id}>
                <CategoryRow alias={alias} node={c} first={i === 0} last={i === items.length - 1} />
                {c.subcategories.length > 0 && (
                  <ol aria-label={`Sottocategorie di ${c.name}`}>
                    {c.subcategories.map((s, j) => (
                      <li key={s.id}>
                        <CategoryRow alias={alias} node={s} first={j === 0} last={j === c.subcategories.length - 1} />
                      </li>
                    ))}
                  </ol>
                )}
              </li>
            ))}
          </Tree>
        )}
      </QueryView>
    </section>
  );
}
