/**
 * The tenant overrides' public face for other modules (the staff console): the same checked,
 * audited changes as `npm run tenant -- set/unset/undo`, and their history.
 */
export {
  AdminError,
  applyOverrideChanges,
  undoLatest,
  type AdminContext,
  type AdminNote,
  type AdminRefusal,
  type OverrideAuthor,
  type OverrideEdit,
} from './admin.js';
export { listAudit as listOverrideHistory, listOverrides, OVERRIDE_ACTION, type OverrideHistoryEntry } from './repository.js';
export type { TenantOverride } from './tenant-override.table.js';
