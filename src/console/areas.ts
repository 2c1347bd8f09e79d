import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { StaffRole } from '../shared/types/generated/api/staff.js';
import type { AreaProps } from './area-props.js';
import { UnansweredBadge } from './screens/inbox/unanswered-badge.js';

export interface Area {
  /** Stable id (tests, analytics of use). */
  id: string;
  /** The navigation's label, Italian. */
  label: string;
  /** Path under /iniziative/:alias/, '' for the tenant's first page. Deeper pages of the area go under `${path}/*`. */
  path: string;
  /** Roles that see and open the area; the server refuses the rest anyway. */
  roles: readonly StaffRole[];
  /** The area's screen, in a chunk of its own. */
  screen: LazyExoticComponent<ComponentType<AreaProps>>;
  /** A figure beside the label (what waits for someone), small enough to load with the navigation. */
  badge?: ComponentType<AreaProps>;
}

/**
 * The areas of a tenant, in the navigation's order: the one place that lists them. A new area
 * is an entry here and a folder src/console/screens/<area>/ with its screen (and its calls and
 * queries beside it); the tenant layout builds its navigation and routes from this list.
 */
export const AREAS: readonly Area[] = [
  {
    id: 'overview',
    label: 'Panoramica',
    path: '',
    roles: ['operator', 'support'],
    screen: lazy(() => import('./screens/overview/overview-screen.js')),
  },
  {
    id: 'customers',
    label: 'Clienti',
    path: 'clienti',
    roles: ['operator', 'support'],
    screen: lazy(() => import('./screens/customers/customers-screen.js')),
  },
  {
    id: 'orders',
    label: 'Ordini',
    path: 'ordini',
    roles: ['operator', 'support'],
    screen: lazy(() => import('./screens/orders/orders-screen.js')),
  },
  {
    id: 'closing-report',
    label: 'Rendiconto',
    path: 'rendiconto',
    roles: ['operator', 'support'],
    screen: lazy(() => import('./screens/reports/closing-report-screen.js')),
  },
  {
    // Support reads the versions; drafting and publishing are the operators' (the screen hides them).
    id: 'regolamento',
    label: 'Regolamento',
    path: 'regolamento',
    roles: ['operator', 'support'],
    screen: lazy(() => import('./screens/regolamento/regolamento-screen.js')),
  },
  {
    id: 'catalog',
    label: 'Catalogo',
    path: 'catalogo',
    roles: ['operator'],
    screen: lazy(() => import('./screens/catalog/catalog-screen.js')),
  },
  {
    id: 'settings',
    label: 'Impostazioni',
    path: 'impostazioni',
    roles: ['operator'],
    screen: lazy(() => import('./screens/settings/settings-screen.js')),
  },
  {
    // Support staff change feature toggles only: the same workspace with that one section.
    id: 'features',
    label: 'Funzioni attive',
    path: 'funzioni',
    roles: ['support'],
    screen: lazy(() => import('./screens/settings/features-screen.js')),
  },
  {
    id: 'content',
    label: 'Contenuti',
    path: 'contenuti',
    roles: ['operator'],
    screen: lazy(() => import('./screens/content/content-screen.js')),
  },
  {
    id: 'imports',
    label: 'Importazioni',
    path: 'importazioni',
    roles: ['operator', 'support'],
    screen: lazy(() => import('./screens/imports/imports-screen.js')),
  },
  {
    id: 'sales',
    label: 'Vendite',
    path: 'vendite',
    roles: ['operator', 'support'],
    screen: lazy(() => import('./screens/sales/sales-screen.js')),
  },
  {
    id: 'validations',
    label: 'Convalide',
    path: 'convalide',
    roles: ['operator', 'support'],
    screen: lazy(() => import('./screens/validations/validations-screen.js')),
  },
  {
    id: 'notifications',
    label: 'Notifiche',
    path: 'notifiche',
    roles: ['operator'],
    screen: lazy(() => import('./screens/notifications/notifications-screen.js')),
  },
  {
    id: 'inbox',
    label: 'Richieste',
    path: 'richieste',
    roles: ['operator', 'support'],
    screen: lazy(() => import('./screens/inbox/inbox-screen.js')),
    badge: UnansweredBadge,
  },
  {
    id: 'api-keys',
    label: 'Chiavi API',
    path: 'chiavi-api',
    roles: ['operator'],
    screen: lazy(() => import('./screens/integrations/api-keys-screen.js')),
  },
  {
    id: 'jobs',
    label: 'Coda lavori',
    path: 'coda-lavori',
    roles: ['operator', 'support'],
    screen: lazy(() => import('./screens/jobs/jobs-screen.js')),
  },
  {
    id: 'webhooks',
    label: 'Webhook',
    path: 'webhook',
    roles: ['operator'],
    screen: lazy(() => import('./screens/integrations/webhooks-screen.js')),
  },
  {
    id: 'audit',
    label: 'Registro attività',
    path: 'registro',
    roles: ['operator', 'support'],
    screen: lazy(() => import('./screens/audit/audit-screen.js')),
  },
];

export function areasFor(role: StaffRole): Area[] {
  return AREAS.filter((area) => area.roles.includes(role));
}
