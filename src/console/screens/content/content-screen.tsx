import { Navigate, NavLink, Route, Routes, useParams } from 'react-router-dom';
import { FilterLinks } from '../../../ui/filter-links.js';
import type { AreaProps } from '../../area-props.js';
import { CmsForm, CmsList } from './cms-sections.js';
import { ContentForm } from './content-form.js';
import { KIND_ORDER, KIND_UI, kindOfSegment } from './content-kinds-ui.js';
import { ContentList } from './content-list.js';

const CMS_SEGMENT = 'sezioni';

/**
 * The Contenuti area (operators): one tab per kind of content and one for the site's sections;
 * under each, the list at its root, a new item at `nuovo` and an item at `:id`.
 */
export default function ContentScreen({ alias }: AreaProps) {
  // Absolute: a relative link outside the nested routes would resolve against the splat's own segments.
  const base = `/iniziative/${encodeURIComponent(alias)}/contenuti`;
  return (
    <section aria-labelledby="content-title">
      <h2 id="content-title">Contenuti</h2>
      <FilterLinks aria-label="Tipo di contenuto">
        <ul>
          {KIND_ORDER.map((kind) => (
            <li key={kind}>
              {/* NavLink marks the tab of the page shown, its items included, with aria-current="page". */}
              <NavLink to={`${base}/${KIND_UI[kind].segment}`}>{KIND_UI[kind].label}</NavLink>
            </li>
          ))}
          <li>
            <NavLink to={`${base}/${CMS_SEGMENT}`}>Sezioni del sito</NavLink>
          </li>
        </ul>
      </FilterLinks>
      <Routes>
        <Route index element={<Navigate to={KIND_UI.news.segment} replace />} />
        <Route path={CMS_SEGMENT} element={<CmsList alias={alias} />} />
        <Route path={`${CMS_SEGMENT}/:key`} element={<CmsForm alias={alias} />} />
        <Route path=":segment" element={<KindRoute alias={alias} page="list" />} />
        <Route path=":segment/:id" element={<KindRoute alias={alias} page="form" />} />
      </Routes>
    </section>
  );
}

function KindRoute({ alias, page }: { alias: string; page: 'list' | 'form' }) {
  const kind = kindOfSegment(useParams().segment);
  if (!kind) return <Navigate to={`../${KIND_UI.news.segment}`} replace relative="path" />;
  return page === 'list' ? <ContentList alias={alias} kind={kind} /> : <ContentForm alias={alias} kind={kind} />;
}
