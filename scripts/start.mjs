/**
 * `npm start`: builds the SPA when needed, then runs the server (TypeScript through tsx,
 * in this process so signals reach the server's graceful shutdown directly).
 */
import { register } from 'tsx/esm/api';
import { buildIfNeeded } from './build-if-needed.mjs';

buildIfNeeded();
register();
await import('../src/server/server.ts');
