import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Panel } from '../../../ui/cards.js';
import { BackLink } from '../../../ui/page.js';
import type { AreaProps } from '../../area-props.js';
import { useCategories, useCreatePrize } from './catalog-queries.js';
import { NEW_DRAFT, type PrizeDraft } from './prize-draft.js';
import { PrizeForm } from './prize-form.js';

/** A new prize: its fields first; once created, its page, where the pictures are added. */
export function NewPrizePage({ alias }: AreaProps) {
  const navigate = useNavigate();
  const categories = useCategories(alias);
  const create = useCreatePrize(alias);
  const [draft, setDraft] = useState<PrizeDraft>(NEW_DRAFT);
  return (
    <section aria-labelledby="new-prize">
      <BackLink to=".." label="Torna ai premi" />
      <h2 id="new-prize">Nuovo premio</h2>
      <Panel>
        <PrizeForm
          draft={draft}
          onDraft={setDraft}
          tree={categories.data?.items ?? []}
          submitLabel="Crea il premio"
          saving={create.isPending}
          error={create.error}
          onSubmit={(body) => create.mutate(body, { onSuccess: (prize) => navigate(`../${prize.id}`, { relative: 'path' }) })}
        />
      </Panel>
    </section>
  );
}
