import { Route, Routes } from 'react-router-dom';
import type { AreaProps } from '../../area-props.js';
import { CustomerList } from './customer-list.js';
import { CustomerPage } from './customer-page.js';

/** The Clienti area: the search list at its root, one customer under `:username`. */
export default function CustomersScreen({ alias }: AreaProps) {
  return (
    <Routes>
      <Route index element={<CustomerList alias={alias} />} />
      <Route path=":username" element={<CustomerPage alias={alias} />} />
    </Routes>
  );
}
