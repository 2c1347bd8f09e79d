import type { ZoneOffsets } from './time-zone.js';
import type { AppStart, TenantFileAnswer } from './types/generated/api/app.js';

/**
 * The data block the server writes into index.html (src/server/static/boot-page.ts) and boot
 * reads (src/app/boot/embedded-boot.ts): the answers of GET app/start and GET app/tenant.
 */
export const BOOT_DATA_ID = 'premia-boot';

export interface EmbeddedBoot {
  start: AppStart;
  tenant: TenantFileAnswer;
  /** The tenant zone's offsets around the day the page was made (time-zone.ts), for its clock. */
  clock?: ZoneOffsets;
}
