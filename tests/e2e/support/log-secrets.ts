import { DEMO_PASSWORD } from '../../../src/shared/password-policy.js';

/**
 * What must never be in a server's log, whatever the journey did: the demo password, access
 * tokens, API keys, webhook secrets, and the one-time codes of activation, reset and set-password
 * links (in a path or a query). Every journey's server is checked when it stops, so a full run
 * of the suite is a full check of the logs.
 */
const SECRETS: [string, RegExp][] = [
  ['la password dimostrativa', new RegExp(DEMO_PASSWORD.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))],
  ['un token di accesso (JWT)', /eyJ[\w-]{8,}\.eyJ[\w-]{8,}\.[\w-]{8,}/],
  ['una chiave API', /prm_[A-Za-z0-9_-]{16,}/],
  ['un segreto di webhook', /whsec_[A-Za-z0-9+/=]{16,}/],
  ['il codice di un link', /\/(?:activate|reset-password|reset)\/(?!\[nascosto\])[^\s"?/]+/],
  ['un codice in un indirizzo', /[?&](?:token|code|secret|key|signature)=(?!\[nascosto\])[^\s"&]+/i],
];

/** The log lines of `output` that hold a secret, each with what it holds. */
export function secretsInLog(output: string): string[] {
  return output
    .split('\n')
    .flatMap((line) => SECRETS.filter(([, pattern]) => pattern.test(line)).map(([what]) => `${what}: ${line.slice(0, 300)}`));
}
