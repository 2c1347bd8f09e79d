import { app } from '../../shared/types/generated/api/app.js';
import { call } from './call.js';

/** GET app/start: the app config plus runtime overrides; 404 means no tenant serves this host. */
export const getAppStart = () => call(app.getAppStart);

/** GET app/tenant: the tenant file as written, an open object until the browser validates it (boot/build-config.ts). */
export const getTenantFile = () => call(app.getTenantFile);
