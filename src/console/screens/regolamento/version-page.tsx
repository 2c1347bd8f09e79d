import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { formatDateTime } from '../../../shared/format.js';
import type { StaffRegolamentoVersion } from '../../../shared/types/generated/api/staff-regolamento.js';
import { Panel } from '../../../ui/cards.js';
import { BackLink } from '../../../ui/page.js';
import { QueryView } from '../../../ui/query-view.js';
import { RecordColumns, RecordFacts, RecordHeader } from '../../../ui/record-layout.js';
import { RichText } from '../../../ui/rich-text.js';
import { EmptyState, RowsSkeleton } from '../../../ui/states.js';
import type { AreaProps } from '../../area-props.js';
import { useTenantTimeZone } from '../../tenant-time-zone.js';
import { FORMAT_LABEL, useCanEdit, VersionState } from './regolamento-bits.js';
import { useRegolamentoVersions } from './regolamento-queries.js';
import { DraftActions } from './draft-actions.js';

const Changes = styled.p`
  margin: 0;
  white-space: pre-line;
`;

const Document = styled(Panel)`
  margin-top: 24px;
  h3 {
    margin-top: 0;
  }
`;

/** Who did it and when: 'Il 3 marzo 2026 alle 10:00, operator@…'. */
function doneBy(at: string | null, by: string | null, timeZone: string): string {
  if (!at) return '—';
  return [formatDateTime(at, timeZone), by].filter(Boolean).join(', ');
}

function VersionRecord({ alias, version: v }: { alias: string; version: StaffRegolamentoVersion }) {
  const timeZone = useTenantTimeZone();
  const canEdit = useCanEdit();
  return (
    <article aria-labelledby="version-title">
      <RecordHeader>
        <h2 id="version-title">{`Regolamento, versione ${v.version}`}</h2>
        <VersionState version={v} />
      </RecordHeader>
      <RecordColumns $min={360}>
        <Panel as="section" aria-labelledby="version-facts">
          <h3 id="version-facts">Dati della versione</h3>
          <RecordFacts>
            <dt>Formato</dt>
            <dd>{FORMAT_LABEL[v.format]}</dd>
            <dt>Preparata</dt>
            <dd>{doneBy(v.createdAt, v.createdBy, timeZone)}</dd>
            <dt>Pubblicata</dt>
            <dd>{v.status === 'draft' ? 'Non ancora: è una bozza' : doneBy(v.publishedAt, v.publishedBy, timeZone)}</dd>
            <dt>Impronta SHA-256</dt>
            <dd>
              <code>{v.docHash}</code>
            </dd>
          </RecordFacts>
        </Panel>
        <Panel as="section" aria-labelledby="version-changes">
          <h3 id="version-changes">Che cosa cambia</h3>
          <Changes>{v.changes}</Changes>
        </Panel>
      </RecordColumns>
      {canEdit && v.status === 'draft' && <DraftActions alias={alias} version={v.version} />}
      <Document as="section" aria-labelledby="version-document">
        <h3 id="version-document">Documento</h3>
        {v.format === 'html' ? (
          <RichText html={v.html ?? ''} headingLevel={4} />
        ) : v.fileUrl ? (
          <p>
            <a href={v.fileUrl} target="_blank" rel="noreferrer">
              {`Apri il PDF della versione ${v.version}`} <span className="visually-hidden">(si apre in una nuova scheda)</span>
            </a>
          </p>
        ) : (
          <p>Il PDF di questa versione non è disponibile.</p>
        )}
      </Document>
    </article>
  );
}

/** One version: its facts, what changes, the document itself and, for a draft, publishing or deleting it. */
export function VersionPage({ alias }: AreaProps) {
  const { version = '' } = useParams();
  const versions = useRegolamentoVersions(alias);
  const missing = (
    <EmptyState title="Versione non trovata">{`Il regolamento di questa iniziativa non ha una versione «${version}».`}</EmptyState>
  );
  return (
    <>
      <BackLink to=".." label="Torna alle versioni" />
      <QueryView
        query={versions}
        pending={<RowsSkeleton count={3} thumb={false} label="Caricamento della versione" />}
        errorTitle="Impossibile caricare la versione"
        isEmpty={(data) => !data.versions.some((v) => String(v.version) === version)}
        empty={missing}
      >
        {(data) => <VersionRecord alias={alias} version={data.versions.find((v) => String(v.version) === version)!} />}
      </QueryView>
    </>
  );
}
