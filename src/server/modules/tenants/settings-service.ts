import path from 'node:path';
import { deepMerge } from '../../../shared/merge.js';
import { isSupportSetting } from '../../../shared/settings/who-may-change.js';
import type {
  ChangedSetting,
  SaveSettingsBody,
  SettingsAnswer,
  SettingsChangeAnswer,
  SettingsHistoryEntry,
  UndoAnswer,
} from '../../../shared/types/generated/api/staff-settings.js';
import type { Db } from '../../db/database.js';
import { HttpError } from '../../http/errors.js';
import type { Actor } from '../audit/service.js';
import {
  AdminError,
  applyOverrideChanges,
  listOverrideHistory,
  listOverrides,
  undoLatest,
  type AdminContext,
  type AdminNote,
} from './overrides-service.js';
import { applyOverrides, FILE_ONLY_PROBLEM, type RequestTenant, type TenantConfigService } from './service.js';
import type { StaffPrincipal } from '../../plugins/staff-guard.js';
import { counted } from '../../counted.js';

export interface SettingsDeps {
  db: Db;
  tenantConfigs: TenantConfigService;
  /** The brand files stored in the database (brand module, which depends on this one through the catalogue). */
  storedFiles: AdminContext['storedFiles'];
}

export const SUPPORT_FEATURES_ONLY = 'Il tuo ruolo può modificare solo gli interruttori delle funzioni attive';
export const FILE_ONLY_SETTING =
  'è configurazione dell’installazione: si cambia solo nel file dell’iniziativa (tenants/<alias>/tenant.json), non dalla console';
export const STALE_REVISION = 'Le impostazioni sono state cambiate da qualcun altro nel frattempo: ricarica la pagina e riprova';
export const CHANGE_NEEDS_VALUE = 'Ogni modifica deve indicare un valore oppure "unset": true, non entrambi';
export const VALUE_TOO_LARGE = 'Il valore è troppo grande';
export const NOTHING_TO_UNDO = 'Non ci sono modifiche da annullare';

/** A form never needs more for one key; the body limit alone would let one key take a megabyte. */
const MAX_VALUE_CHARS = 32 * 1024;

/** Support changes the closed list of switches; everyone else what the tenant file does not reserve. */
const mayChange = (staff: StaffPrincipal, rawPath: string) => staff.role === 'operator' || isSupportSetting(rawPath);

/** The guard's tenant may come from the TTL cache: the settings screen shows what is stored now. */
async function freshTenant(deps: SettingsDeps, alias: string): Promise<RequestTenant> {
  const tenant = await deps.tenantConfigs.get(alias, true);
  if (!tenant) throw new HttpError(404, 'Iniziativa non trovata');
  return tenant;
}

function adminContext(deps: SettingsDeps, tenant: RequestTenant): AdminContext {
  // The same folder the server loaded the tenant from, so the checks read the same documents; the
  // brand files of the database, so an uploaded logo or document may be named.
  return { db: deps.db, tenantsDir: path.dirname(tenant.dir), storedFiles: deps.storedFiles };
}

const parsed = (json: string | null): unknown => (json === null ? undefined : (JSON.parse(json) as unknown));

export async function readSettings(deps: SettingsDeps, alias: string): Promise<SettingsAnswer> {
  const tenant = await freshTenant(deps, alias);
  const rows = await listOverrides(deps.db, alias);
  const ignored = new Set(applyOverrides(tenant.file, rows).rejected.map((r) => r.path));
  return {
    file: tenant.file as unknown as SettingsAnswer['file'],
    overrides: rows.map((r) => ({
      path: r.path,
      value: JSON.parse(r.value_json) as unknown,
      updatedAt: r.updated_at,
      updatedBy: r.updated_by,
      ignored: ignored.has(r.path),
    })),
    effective: deepMerge(tenant.file, tenant.overrides) as unknown as SettingsAnswer['effective'],
    revision: tenant.revision,
  };
}

export async function settingsHistory(deps: SettingsDeps, alias: string, limit: number): Promise<SettingsHistoryEntry[]> {
  const rows = await listOverrideHistory(deps.db, alias, limit);
  return rows.map((r) => ({
    id: r.id,
    path: r.path,
    before: parsed(r.before_json),
    after: parsed(r.after_json),
    actor: r.actor,
    role: r.role,
    at: r.at,
  }));
}

export async function saveSettings(
  deps: SettingsDeps,
  staff: StaffPrincipal,
  who: Actor,
  alias: string,
  body: SaveSettingsBody,
): Promise<SettingsChangeAnswer> {
  for (const change of body.changes) {
    const hasValue = Object.hasOwn(change, 'value');
    if (hasValue === (change.unset === true)) throw new HttpError(400, `${CHANGE_NEEDS_VALUE} (${change.path})`);
    if (hasValue && JSON.stringify(change.value).length > MAX_VALUE_CHARS) throw new HttpError(400, `${VALUE_TOO_LARGE} (${change.path})`);
    if (!mayChange(staff, change.path)) throw new HttpError(403, SUPPORT_FEATURES_ONLY);
  }
  const tenant = await freshTenant(deps, alias);
  if (body.revision !== undefined && body.revision !== tenant.revision) throw new HttpError(409, STALE_REVISION);
  const edits = body.changes.map((c) => ({ path: c.path, value: c.unset ? undefined : c.value }));
  const result = await italianRefusals(() => applyOverrideChanges(adminContext(deps, tenant), alias, edits, who));
  return {
    revision: (await freshTenant(deps, alias)).revision,
    changed: result.changes.filter((c) => c.changed).map(changedSetting),
    warnings: result.notes.map(noteInItalian),
  };
}

export async function undoSettings(deps: SettingsDeps, staff: StaffPrincipal, who: Actor, alias: string): Promise<UndoAnswer> {
  const tenant = await freshTenant(deps, alias);
  const result = await italianRefusals(() =>
    undoLatest(adminContext(deps, tenant), { alias, ...who, mayUndo: (changedPath) => mayChange(staff, changedPath) }),
  );
  return {
    revision: (await freshTenant(deps, alias)).revision,
    undone: result.undone,
    changed: result.changed ? [changedSetting(result)] : [],
    warnings: result.notes.map(noteInItalian),
  };
}

function changedSetting(c: { path: string; before: unknown; after: unknown }): ChangedSetting {
  const out: ChangedSetting = { path: c.path };
  if (c.before !== undefined) out.before = c.before;
  if (c.after !== undefined) out.after = c.after;
  return out;
}

/** `/features/wishlist` → `features.wishlist`: the console names keys as the form and the CLI do. */
const dotted = (pointer: string) =>
  pointer
    .split('/')
    .slice(1)
    .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.');

const TYPES: Record<string, string> = {
  boolean: 'vero o falso',
  string: 'un testo',
  number: 'un numero',
  integer: 'un numero intero',
  object: 'un oggetto',
  array: 'un elenco',
  null: 'null',
};

/** The schema checker's usual messages in Italian; anything else (semantic checks) as it is. */
export function problemInItalian(message: string): string {
  const rules: [RegExp, (m: RegExpExecArray) => string][] = [
    [/^must be (\w+)$/, (m) => (TYPES[m[1]!] ? `deve essere ${TYPES[m[1]!]}` : m[0])],
    [/^must be equal to one of the allowed values: (.*)$/, (m) => `deve essere uno di: ${m[1]}`],
    [/^must match pattern "(.*)"$/, () => 'non ha il formato richiesto'],
    [/^must match format "(.*)"$/, (m) => `non ha il formato richiesto (${m[1]})`],
    [/^must NOT have more than (\d+) characters$/, (m) => counted('atMostChars', Number(m[1]))],
    [/^must NOT have fewer than (\d+) characters$/, (m) => counted('atLeastChars', Number(m[1]))],
    [/^must NOT have more than (\d+) items$/, (m) => counted('atMostItems', Number(m[1]))],
    [/^must NOT have fewer than (\d+) items$/, (m) => counted('atLeastItems', Number(m[1]))],
    [/^must be (<=|>=|<|>) (-?[\d.]+)$/, (m) => `deve essere ${m[1]} ${m[2]}`],
    [/^is required$/, () => 'è obbligatorio'],
    [
      /^unknown text key "[^"]*": this text has plural forms, write (.*)$/,
      (m) => `non è un testo del portale: ha una forma per numero, scrivi ${m[1]}`,
    ],
    [
      /^unknown text key "[^"]*": the portal reads no text by that name/,
      () => 'non è un testo del portale: nessuna pagina lo mostra (le chiavi sono quelle di public/locales/it/translation.json)',
    ],
    [/^the text is empty$/, () => 'è vuoto'],
    [new RegExp(`^${FILE_ONLY_PROBLEM}$`), () => FILE_ONLY_SETTING],
    [/^uploaded file not found: /, () => 'nomina un file caricato che non esiste: caricalo di nuovo'],
    [/^uploaded file \S+ is (\S+), not (\S+)$/, (m) => `nomina un file caricato di tipo ${m[1]}, non ${m[2]}`],
    [/^is not allowed here \(unknown property\)$/, () => 'non è un’impostazione prevista'],
    [/^is not one of the kinds this list takes$/, () => 'non è uno dei tipi previsti'],
    // The earning rules' checks (src/server/tenants/earning-rule-checks.ts).
    [/^the id "(.*)" is used by an earlier rule: ids must be unique$/, (m) => `il codice «${m[1]}» è già usato da una regola precedente: ogni regola ha il suo`],
    [/^"(.*)" is not a real day$/, (m) => `«${m[1]}» non è un giorno del calendario`],
    [/^ends \((.*)\) before it starts \((.*)\)$/, (m) => `finisce (${m[1]}) prima di cominciare (${m[2]})`],
    [/^no rate rule has the id "(.*)"$/, (m) => `nessuna regola di punti per euro o per pezzo ha il codice «${m[1]}»`],
    [
      /^contrast of (\w+) (#\w+) on (\w+) (#\w+) is ([\d.]+):1, below the ([\d.]+):1 of WCAG AA$/,
      (m) => `contrasto troppo basso: ${m[1]} ${m[2]} su ${m[3]} ${m[4]} è ${m[5]}:1, sotto il minimo di ${m[6]}:1 (WCAG AA)`,
    ],
  ];
  for (const [re, say] of rules) {
    const m = re.exec(message);
    if (m) return say(m);
  }
  return message;
}

function noteInItalian(note: AdminNote): string {
  if (note.kind === 'ignored-override') {
    const first = note.problems[0];
    const why = first ? `: ${dotted(first.pointer) || note.path} ${problemInItalian(first.message)}` : '';
    return `La personalizzazione di ${note.path} era già ignorata dal server${why}`;
  }
  return `Problema già presente, non causato da questa modifica: ${dotted(note.problem.pointer) || 'file'} ${problemInItalian(note.problem.message)}`;
}

/** The `{error}` of a refused change: the first problem, with its key, in words a staff member reads. */
export function refusalInItalian(err: AdminError): { status: number; error: string } {
  const where = err.detail.path ?? '';
  switch (err.refusal) {
    case 'unknown-tenant':
      return { status: 404, error: 'Iniziativa non trovata' };
    case 'invalid-file':
      return {
        status: 409,
        error: 'Il file dell’iniziativa non è valido: va corretto prima di cambiare le impostazioni (npm run tenant -- validate)',
      };
    case 'bad-path':
      return { status: 400, error: `Percorso non valido: «${where}» (${err.lines[0] ?? ''})` };
    case 'duplicate-path':
      return { status: 400, error: `${where} compare più volte nella stessa modifica` };
    case 'nothing-to-remove':
      return { status: 400, error: `${where} non ha un valore personalizzato da rimuovere` };
    case 'nothing-to-undo':
      return { status: 409, error: NOTHING_TO_UNDO };
    case 'already-undone':
      return { status: 409, error: `L’ultima modifica (${where}) è già stata annullata` };
    case 'not-allowed':
      return { status: 403, error: SUPPORT_FEATURES_ONLY };
    case 'file-only':
      return { status: 403, error: `${where} ${FILE_ONLY_SETTING}` };
    case 'invalid-result': {
      const first = err.detail.problems?.[0];
      const key = (first && dotted(first.pointer)) || where || 'file';
      const reason = first ? problemInItalian(first.message) : 'non è valido';
      const more = (err.detail.problems?.length ?? 0) > 1 ? counted('moreProblems', err.detail.problems!.length - 1) : '';
      return { status: 400, error: `Modifica rifiutata, nulla è stato salvato: ${key} ${reason}${more}` };
    }
  }
}

async function italianRefusals<T>(action: () => Promise<T>): Promise<T> {
  try {
    return await action();
  } catch (err) {
    if (!(err instanceof AdminError)) throw err;
    const { status, error } = refusalInItalian(err);
    throw new HttpError(status, error);
  }
}
