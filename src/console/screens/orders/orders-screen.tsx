import { Route, Routes } from 'react-router-dom';
import type { AreaProps } from '../../area-props.js';
import { OrderList } from './order-list.js';
import { OrderPage } from './order-page.js';

/** The Ordini area: the filtered list at its root, one order under `:orderNumber`. */
export default function OrdersScreen({ alias }: AreaProps) {
  return (
    <Routes>
      <Route index element={<OrderList alias={alias} />} />
      <Route path=":orderNumber" element={<OrderPage alias={alias} />} />
    </Routes>
  );
}
