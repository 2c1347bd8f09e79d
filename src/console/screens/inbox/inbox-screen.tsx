import { Route, Routes } from 'react-router-dom';
import type { AreaProps } from '../../area-props.js';
import { RequestList } from './request-list.js';
import { RequestPage } from './request-page.js';

/** The Richieste area: the inbox at its root, one request under `:id`. */
export default function InboxScreen({ alias }: AreaProps) {
  return (
    <Routes>
      <Route index element={<RequestList alias={alias} />} />
      <Route path=":id" element={<RequestPage alias={alias} />} />
    </Routes>
  );
}
