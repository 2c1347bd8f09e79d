/**
 * Writing content without the console, for the demo data: the rows of every kind, the CMS
 * section keys, and the generated pictures' addresses and sizes.
 */
export { CMS_KEYS, type CmsKey } from './cms.table.js';
export { LOGO_HEIGHT, LOGO_WIDTH, logoUrl, PICTURE_HEIGHT, PICTURE_WIDTH, pictureUrl } from './images.js';
export {
  insertAdvantages,
  insertCmsSections,
  insertInitiatives,
  insertNews,
  insertNotification,
  insertNotificationRead,
  insertNotices,
  insertPartners,
  insertUserVouchers,
  insertVouchers,
} from './provisioning-repository.js';
