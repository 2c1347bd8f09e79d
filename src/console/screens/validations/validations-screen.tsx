import { Route, Routes } from 'react-router-dom';
import type { AreaProps } from '../../area-props.js';
import { ValidationList } from './validation-list.js';
import { ValidationPage } from './validation-page.js';

/** The Convalide area: the queue at its root, one receipt under `:id`. */
export default function ValidationsScreen({ alias }: AreaProps) {
  return (
    <Routes>
      <Route index element={<ValidationList alias={alias} />} />
      <Route path=":id" element={<ValidationPage alias={alias} />} />
    </Routes>
  );
}
