import { Navigate, NavLink, Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import type { ImportKind } from '../../../shared/import-columns.js';
import type { StaffRole } from '../../../shared/types/generated/api/staff.js';
import { Panel } from '../../../ui/cards.js';
import type { AreaProps } from '../../area-props.js';
import { useMe } from '../../session.js';
import { ImportPanel } from './import-panel.js';
import { inlineList } from '../../../ui/layout-css.js';

/** The roles of schemas/api/staff-imports.json: customers and the catalogue are loaded by operators, points moved by support too. */
const KINDS: readonly { kind: ImportKind; path: string; label: string; roles: readonly StaffRole[] }[] = [
  { kind: 'users', path: 'clienti', label: 'Clienti', roles: ['operator'] },
  { kind: 'points', path: 'punti', label: 'Punti', roles: ['operator', 'support'] },
  { kind: 'catalog', path: 'catalogo', label: 'Catalogo', roles: ['operator'] },
];

const SubNav = styled.nav`
  margin: 0 0 20px;
  ul {
    ${inlineList('8px')}
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    padding: 0 20px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.button}px;
    text-decoration: none;
    font-weight: 600;
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryContrast};
  }
`;

/** "Importazioni": the uploads of `users:import`, `points:import` and `catalog:import`, one page per kind the role may run. */
export default function ImportsScreen({ alias }: AreaProps) {
  const role = useMe().data?.role;
  const kinds = KINDS.filter((k) => role && k.roles.includes(role));
  // Absolute: a relative link inside the area's splat route would resolve against the whole address.
  const base = `/iniziative/${encodeURIComponent(alias)}/importazioni`;
  if (!kinds.length) return null;
  return (
    <Panel as="section" aria-labelledby="imports-title" style={{ padding: 24 }}>
      <h2 id="imports-title">Importazioni</h2>
      {kinds.length > 1 && (
        <SubNav aria-label="Che cosa importare">
          <ul>
            {kinds.map((k) => (
              <li key={k.kind}>
                <NavLink to={`${base}/${k.path}`}>{k.label}</NavLink>
              </li>
            ))}
          </ul>
        </SubNav>
      )}
      <Routes>
        {kinds.map((k) => (
          // Keyed: each kind keeps its own file and job, and leaving one starts it afresh.
          <Route key={k.kind} path={k.path} element={<ImportPanel key={k.kind} alias={alias} kind={k.kind} />} />
        ))}
        {/* The area's root, and a kind the role may not run (support on /clienti): the first it may. */}
        <Route path="*" element={<Navigate to={`${base}/${kinds[0]!.path}`} replace />} />
      </Routes>
    </Panel>
  );
}
