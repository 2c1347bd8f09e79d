import type { Kysely, Transaction } from 'kysely';
import { DEMO_PASSWORD } from '../../shared/password-policy.js';
import { recordAction, type Actor } from '../modules/audit/service.js';
import { customersWithPasswordIn, dropPassword, hashPassword, verifyPassword } from '../modules/customers/provisioning-service.js';
import { disableAccount, staffWithPasswordIn } from '../modules/staff/provisioning-service.js';
import { claimMeta, metaValuesUnder } from '../db/app-meta.js';
import type { Database } from '../db/database.js';
import { writeTransaction } from '../db/write-transaction.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** The README's demo customers, in every tenant that asks for demo data. */
export const DEMO_CUSTOMER_CODES = ['DEMO0001', 'DEMO0002', 'DEMO0003'] as const;
/** The README's demo staff. */
export const DEMO_STAFF_EMAILS = ['operator@premia.example', 'support@premia.example'] as const;

/** Every demo-password hash the seeder wrote is kept under this prefix, so a start can find them by value. */
const HASH_KEY = 'demo-password-hash:';

// One scrypt hash (≈0.7 s at OWASP cost) for every account a process seeds: seeding stays fast.
let demoHash: Promise<string> | null = null;

/**
 * The demo password's hash for the seeders, recorded in app_meta in the seeding transaction: the
 * production check then finds every account that still holds it with one query, without
 * verifying a password per account.
 */
export async function seedDemoPasswordHash(trx: Executor): Promise<string> {
  demoHash ??= hashPassword(DEMO_PASSWORD);
  const hash = await demoHash;
  await claimMeta(trx, `${HASH_KEY}${hash.split('$')[4] ?? hash}`, hash);
  return hash;
}

export interface DemoPasswordAccount {
  kind: 'customer' | 'staff';
  /** Customer: its tenant; staff: null. */
  tenant: string | null;
  /** Customer: the user code; staff: the email. */
  name: string;
  id: number;
}

/**
 * Accounts that can still sign in with the public demo password: those holding a hash the demo
 * seeder recorded, and the README's demo identities checked one by one (a database seeded before
 * hashes were recorded, or a hash re-computed at sign-in). No other account can hold it: every
 * path that stores a chosen password refuses the demo one (passwordProblem).
 */
export async function findDemoPasswordAccounts(db: Executor): Promise<DemoPasswordAccount[]> {
  const recorded = await metaValuesUnder(db, HASH_KEY);
  const customers = await customersWithPasswordIn(db, DEMO_CUSTOMER_CODES, recorded);
  const staff = await staffWithPasswordIn(db, DEMO_STAFF_EMAILS, recorded);
  const holds = async (hash: string | null) => hash !== null && (recorded.includes(hash) || (await verifyPassword(DEMO_PASSWORD, hash)));
  const found: DemoPasswordAccount[] = [];
  for (const c of customers)
    if (await holds(c.password_hash)) found.push({ kind: 'customer', tenant: c.tenant_alias, name: c.username, id: c.id });
  for (const s of staff) if (await holds(s.password_hash)) found.push({ kind: 'staff', tenant: null, name: s.email, id: s.id });
  return found;
}

/** The start's refusal: which accounts, and the commands that fix them. */
export function demoPasswordRefusal(accounts: readonly DemoPasswordAccount[]): string {
  const lines = accounts.map((a) =>
    a.kind === 'staff' ? `  - staff ${a.name}: npm run staff -- disable ${a.name}` : `  - cliente ${a.name} del tenant ${a.tenant}`,
  );
  return [
    `Avvio rifiutato: ${accounts.length === 1 ? 'un account usa' : `${accounts.length} account usano`} ancora la password pubblica degli account dimostrativi (DEMO_DATA è spento):`,
    ...lines,
    'Per toglierla a tutti insieme: npm run demo -- revoke (gli account di staff vengono disattivati; i clienti restano senza password e la reimpostano con "Password dimenticata").',
    'Per una dimostrazione pubblica, invece, avvia con DEMO_DATA=true (docs/operations.md, "Primo avvio in produzione").',
  ].join('\n');
}

/**
 * Takes the demo password away from every account that holds it, in one transaction, audited:
 * staff accounts are disabled (signed out everywhere); customers keep their data and orders but
 * lose the password and their sessions, so only the mailbox owner can set a new one.
 */
export async function revokeDemoPasswords(
  db: Kysely<Database>,
  who: Actor,
  now: Date,
  only?: { tenant: string },
): Promise<DemoPasswordAccount[]> {
  return writeTransaction(db, async (trx) => {
    const at = now.toISOString();
    const found = (await findDemoPasswordAccounts(trx)).filter((a) => !only || a.tenant === only.tenant);
    for (const a of found) {
      if (a.kind === 'staff') await disableAccount(trx, a.id, at);
      else await dropPassword(trx, a.id, at);
      await recordAction(
        trx,
        who,
        {
          tenant: a.tenant,
          action: a.kind === 'staff' ? 'staff.demo_password_revoked' : 'customer.demo_password_revoked',
          target: a.name,
          before: { password: 'demo' },
          after: a.kind === 'staff' ? { password: 'demo', disabled: true } : { password: null },
        },
        now,
      );
    }
    return found;
  });
}
