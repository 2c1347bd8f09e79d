import type { StaffRegolamentoVersion } from '../../../shared/types/generated/api/staff-regolamento.js';
import type { StaffMe } from '../../../shared/types/generated/api/staff.js';
import { renderArea, signInAs } from '../../test/render-area.js';
import RegolamentoScreen from './regolamento-screen.js';

/** Test data and rendering for the Regolamento area (not a test file itself). */

export { installConsoleApi } from '../../test/console-api.js';
export { currentPath } from '../../test/render-area.js';

export const VERSIONS_URL = '/console/tenants/demo/regolamento';

/** The Regolamento area of tenant demo at `path`, signed in as `role`, with a fresh query cache. */
export function renderRegolamento(role: StaffMe['role'], path = '/iniziative/demo/regolamento') {
  const rendered = renderArea('regolamento', <RegolamentoScreen alias="demo" />, path);
  signInAs(rendered.queryClient, role);
  return rendered;
}

export function version(overrides: Partial<StaffRegolamentoVersion> = {}): StaffRegolamentoVersion {
  return {
    version: 1,
    format: 'pdf',
    status: 'published',
    current: true,
    changes: 'Prima versione del regolamento.',
    docHash: 'a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90',
    html: null,
    fileUrl: '/v1/brand/files/ffee.pdf',
    url: '/regolamento/1',
    createdAt: '2026-01-10T09:00:00.000Z',
    createdBy: 'demo',
    publishedAt: '2026-01-10T09:00:00.000Z',
    publishedBy: 'demo',
    ...overrides,
  };
}

/** Version 2 as a rich-text draft waiting over version 1 in force. */
export const DRAFT = version({
  version: 2,
  format: 'html',
  status: 'draft',
  current: false,
  changes: 'I punti scadono dopo 12 mesi invece di 24.',
  docHash: '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef',
  html: '<h2>Art. 1 – Durata</h2><p>Il programma dura un anno.</p><script>window.hacked = true</script>',
  fileUrl: null,
  url: null,
  createdAt: '2026-03-01T09:00:00.000Z',
  createdBy: 'operator@premia.example',
  publishedAt: null,
  publishedBy: null,
});
