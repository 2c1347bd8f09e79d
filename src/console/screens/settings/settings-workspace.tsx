import { useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { SETTINGS_SECTIONS, type SettingsSectionId } from '../../../shared/settings/sections.js';
import type { SettingsChange } from '../../../shared/types/generated/api/staff-settings.js';
import { Alert } from '../../../ui/alert.js';
import { Button } from '../../../ui/button.js';
import { Panel } from '../../../ui/cards.js';
import { ErrorState, LoadingState } from '../../../ui/states.js';
import { normalizeError } from '../../api/client.js';
import { useTenants } from '../../session.js';
import { BrandPanel } from './brand-panel.js';
import { ContrastCheck } from './contrast-check.js';
import { onlyEditable } from './editable-only.js';
import { OriginContext, type OriginState } from './field-origin.js';
import { HistoryPanel } from './history-panel.js';
import { PreviewPane } from './preview-pane.js';
import { loadSection, SectionForm, type CompiledSection, type SectionFormHandle } from './section-form.js';
import { changesOf, sameValue, valueAt, withValue } from './settings-changes.js';
import { useSettings } from '../../tenant-settings.js';
import { useSaveSettings } from './settings-queries.js';
import { SECTION_UI } from '../../../shared/settings/settings-ui.js';
import { counted } from '../../counted.js';

const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: 24px;
  align-items: start;
  @media (max-width: 1100px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Tabs = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 4px;
  margin-bottom: 16px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  button[aria-selected='true'] {
    border-bottom: 3px solid ${({ theme }) => theme.colors.primary};
    font-weight: 700;
  }
`;

const SaveBar = styled.div`
  position: sticky;
  top: 0;
  z-index: 2;
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  align-items: center;
  justify-content: space-between;
  margin-bottom: 16px;
  padding: 10px 14px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
`;

type Section = (typeof SETTINGS_SECTIONS)[number];

/**
 * A list section's value as it is saved. An emptied list the tenant never had stays unset: the
 * form's `[]` is not an edit of its own. The form leaves an optional group nobody filled in as
 * `{}` (an earning rule's "Prodotti"); it means what its absence means, so it is left out.
 */
function listValue(value: unknown, saved: unknown): unknown {
  if (!Array.isArray(value)) return value;
  if (value.length === 0 && saved === undefined) return undefined;
  return value.map((entry: unknown) =>
    entry !== null && typeof entry === 'object' && !Array.isArray(entry)
      ? Object.fromEntries(Object.entries(entry).filter(([, v]) => !isEmptyObject(v)))
      : entry,
  );
}

const isEmptyObject = (v: unknown) => v !== null && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length === 0;
/** A tab: a section's form, or the brand files' panel (not a form of the tenant schema: uploads). */
type TabId = SettingsSectionId | 'brand';
const BRAND_TAB = { id: 'brand', label: 'Identità visiva' } as const;
type Message = { tone: 'success' | 'error'; text: string } | null;

function useCompiledSections(sections: readonly Section[]) {
  const [compiled, setCompiled] = useState<Partial<Record<SettingsSectionId, CompiledSection>>>({});
  const [failed, setFailed] = useState(false);
  const ids = sections.map((s) => s.id).join(',');
  useEffect(() => {
    let live = true;
    Promise.all(sections.map(async (s) => [s.id, await loadSection(s.id)] as const))
      .then((entries) => live && setCompiled(Object.fromEntries(entries)))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
    // The list is fixed per screen; its ids say when it changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ids]);
  return { compiled, failed };
}

/**
 * The tenant's live settings: one form per section, generated from the tenant schema, the
 * unsaved edits shown in the portal preview beside it, saved together as the audited overrides
 * `npm run tenant -- set` writes, with the history and undo below. Support staff get the
 * features section only (the server refuses them anything else anyway); operators also get the
 * brand files (`brand`), uploaded and named in the draft like any other edit.
 */
export function SettingsWorkspace({
  alias,
  sectionIds,
  title,
  brand = false,
  editable,
}: {
  alias: string;
  sectionIds: readonly SettingsSectionId[];
  title: string;
  brand?: boolean;
  /** The only override paths this role may change (the rest shows read-only); absent: all. */
  editable?: readonly string[];
}) {
  const sections = useMemo(() => SETTINGS_SECTIONS.filter((s) => sectionIds.includes(s.id)), [sectionIds]);
  const tabs = useMemo(() => {
    const list: { id: TabId; label: string }[] = sections.map((s) => ({ id: s.id, label: s.label }));
    // Beside the theme: the look of the portal, colours then files.
    if (brand) list.splice(list.findIndex((t) => t.id === 'theme') + 1, 0, BRAND_TAB);
    return list;
  }, [sections, brand]);
  const settings = useSettings(alias);
  const tenant = useTenants().data?.find((t) => t.alias === alias);
  const { compiled, failed } = useCompiledSections(sections);
  const save = useSaveSettings(alias);
  const [active, setActive] = useState<TabId>(sections[0]!.id);
  const [draft, setDraft] = useState<Record<string, unknown> | null>(null);
  // What the draft was made from: a newer save (an undo, a colleague, the CLI) replaces a draft with no edits of its own.
  const [base, setBase] = useState<{ revision: string; effective: Record<string, unknown> } | null>(null);
  const [message, setMessage] = useState<Message>(null);
  const forms = useRef<Partial<Record<SettingsSectionId, SectionFormHandle | null>>>({});

  const saved = settings.data;
  const changes: SettingsChange[] = useMemo(
    () =>
      saved && draft
        ? [...sections.map((s) => s.key), ...(brand ? ['brand'] : [])].flatMap((key) => changesOf(saved, key, draft[key]))
        : [],
    [saved, draft, sections, brand],
  );

  // The draft starts from what customers get now, and starts over when that changes under a clean form.
  const untouched = base !== null && draft !== null && sameValue(draft, base.effective);
  useEffect(() => {
    if (saved && (base === null || (saved.revision !== base.revision && untouched))) {
      setDraft(structuredClone(saved.effective));
      setBase({ revision: saved.revision, effective: saved.effective });
    }
  }, [saved, base, untouched]);

  const origin: OriginState | null = useMemo(
    () =>
      saved && draft
        ? {
            file: saved.file,
            effective: saved.effective,
            overrides: saved.overrides,
            draft,
            useFileValue: (keys) => setDraft((d) => (d ? withValue(d, keys, valueAt(saved.file, keys)) : d)),
          }
        : null,
    [saved, draft],
  );

  if (settings.isError)
    return <ErrorState title={title} message={normalizeError(settings.error).message} onRetry={() => settings.refetch()} />;
  if (failed) return <ErrorState title={title} message="Non è stato possibile caricare i moduli delle impostazioni: ricarica la pagina." />;
  if (!saved || !draft || !origin || sections.some((s) => !compiled[s.id])) return <LoadingState label="Caricamento delle impostazioni…" />;

  const submit = async () => {
    setMessage(null);
    const invalid = sections.find((s) => forms.current[s.id]?.validate() === false);
    if (invalid) {
      setActive(invalid.id);
      setMessage({ tone: 'error', text: `Correggi i campi evidenziati in «${invalid.label}»: nulla è stato salvato.` });
      return;
    }
    try {
      const answer = await save.mutateAsync({ changes, revision: saved.revision });
      setBase(null);
      const warnings = answer.warnings.length ? ` Attenzione: ${answer.warnings.join('; ')}` : '';
      setMessage({
        tone: 'success',
        text: `${counted('settingsSaved', answer.changed.length)}${warnings}`,
      });
    } catch (error) {
      setMessage({ tone: 'error', text: normalizeError(error).message });
    }
  };

  const discard = () => {
    setDraft(structuredClone(saved.effective));
    setMessage(null);
  };

  return (
    <OriginContext.Provider value={origin}>
      <Panel as="section" aria-labelledby="settings-title" style={{ padding: 24 }}>
        <h2 id="settings-title">{title}</h2>
        <SaveBar role="region" aria-label="Salvataggio">
          <span aria-live="polite">{changes.length === 0 ? 'Nessuna modifica da salvare' : counted('unsavedChanges', changes.length)}</span>
          <span style={{ display: 'flex', gap: 8 }}>
            <Button variant="outline" onClick={discard} disabled={changes.length === 0 || save.isPending}>
              Annulla modifiche
            </Button>
            <Button variant="primary" onClick={submit} loading={save.isPending} disabled={changes.length === 0}>
              Salva
            </Button>
          </span>
        </SaveBar>
        {editable && (
          <p>Il tuo ruolo può accendere e spegnere le funzioni qui sotto; indirizzi, testi e altri valori sono in sola lettura.</p>
        )}
        {message && (
          <div role={message.tone === 'error' ? 'alert' : 'status'}>
            <Alert tone={message.tone}>{message.text}</Alert>
          </div>
        )}
        <Columns>
          <div>
            {tabs.length > 1 && (
              <Tabs role="tablist" aria-label="Sezioni delle impostazioni">
                {tabs.map((s) => (
                  <Button
                    key={s.id}
                    role="tab"
                    id={`tab-${s.id}`}
                    aria-selected={active === s.id}
                    aria-controls={`panel-${s.id}`}
                    variant="ghost"
                    size="sm"
                    onClick={() => setActive(s.id)}
                  >
                    {s.label}
                  </Button>
                ))}
              </Tabs>
            )}
            {sections.map((s) => (
              <div key={s.id} role="tabpanel" id={`panel-${s.id}`} aria-labelledby={`tab-${s.id}`} hidden={active !== s.id}>
                {s.id === 'theme' && <ContrastCheck colors={valueAt(draft, ['theme', 'colors']) as Record<string, unknown> | undefined} />}
                <SectionForm
                  ref={(handle) => {
                    forms.current[s.id] = handle;
                  }}
                  sectionKey={s.key}
                  compiled={compiled[s.id]!}
                  uiSchema={editable ? onlyEditable(compiled[s.id]!.schema, SECTION_UI[s.id], s.key, editable) : SECTION_UI[s.id]}
                  value={draft[s.key] ?? (compiled[s.id]!.schema.type === 'array' ? [] : {})}
                  onChange={(value) => setDraft((d) => (d ? { ...d, [s.key]: listValue(value, saved.effective[s.key]) } : d))}
                />
              </div>
            ))}
            {brand && (
              <div role="tabpanel" id="panel-brand" aria-labelledby="tab-brand" hidden={active !== 'brand'}>
                <BrandPanel
                  alias={alias}
                  portalOrigin={tenant ? new URL(tenant.portalUrl).origin : ''}
                  onChange={(keys, value) => setDraft((d) => (d ? withValue(d, keys, value) : d))}
                />
              </div>
            )}
          </div>
          {tenant && <PreviewPane alias={alias} portalUrl={tenant.portalUrl} draft={draft} />}
        </Columns>
        <HistoryPanel alias={alias} busy={save.isPending || changes.length > 0} />
      </Panel>
    </OriginContext.Provider>
  );
}
