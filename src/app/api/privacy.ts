import { privacy } from '../../shared/types/generated/api/privacy.js';
import { call } from './call.js';

/** The customer's data rights (schemas/api/privacy.json): consents, the data export, erasure. */

export type { ConsentNow, ExportState, PrivacyOverview } from '../../shared/types/generated/api/privacy.js';

export const getPrivacy = () => call(privacy.getPrivacy);

export const setConsent = (purpose: string, given: boolean) => call(privacy.setConsent, { body: { purpose, given } });

export const requestDataExport = () => call(privacy.requestDataExport);

/** The zip as a Blob: a plain link cannot carry the bearer token. */
export const getDataExport = (id: string) => call(privacy.getDataExport, { params: { id } }, { responseType: 'blob' }) as Promise<unknown>;

export const requestErasure = () => call(privacy.requestErasure);

export const confirmErasure = (code: string) => call(privacy.confirmErasure, { body: { code } });
