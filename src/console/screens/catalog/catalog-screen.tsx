import { Route, Routes } from 'react-router-dom';
import type { AreaProps } from '../../area-props.js';
import { CategoryTree } from './category-tree.js';
import { NewPrizePage } from './new-prize-page.js';
import { PrizeList } from './prize-list.js';
import { PrizePage } from './prize-page.js';

/** The Catalogo area (operators): the prizes at its root, a new one, one prize under its id, and the category tree. */
export default function CatalogScreen({ alias }: AreaProps) {
  return (
    <Routes>
      <Route index element={<PrizeList alias={alias} />} />
      <Route path="nuovo" element={<NewPrizePage alias={alias} />} />
      <Route path="categorie" element={<CategoryTree alias={alias} />} />
      <Route path=":prizeId" element={<PrizePage alias={alias} />} />
    </Routes>
  );
}
