import { Route, Routes } from 'react-router-dom';
import type { AreaProps } from '../../area-props.js';
import { DraftForm } from './draft-form.js';
import { VersionList } from './version-list.js';
import { VersionPage } from './version-page.js';

/** The Regolamento area: its versions at the root, a new draft under `nuova`, one version under `:version`. */
export default function RegolamentoScreen({ alias }: AreaProps) {
  return (
    <Routes>
      <Route index element={<VersionList alias={alias} />} />
      <Route path="nuova" element={<DraftForm alias={alias} />} />
      <Route path=":version" element={<VersionPage alias={alias} />} />
    </Routes>
  );
}
