import { NavLink } from 'react-router-dom';
import { FilterLinks } from '../../../ui/filter-links.js';

/** Premi | Categorie: the area's two pages (by the address: the area lives at /iniziative/<alias>/catalogo). */
export function CatalogNav({ alias }: { alias: string }) {
  const root = `/iniziative/${encodeURIComponent(alias)}/catalogo`;
  return (
    <FilterLinks aria-label="Sezioni del catalogo">
      <ul>
        <li>
          <NavLink to={root} end>
            Premi
          </NavLink>
        </li>
        <li>
          <NavLink to={`${root}/categorie`}>Categorie</NavLink>
        </li>
      </ul>
    </FilterLinks>
  );
}
