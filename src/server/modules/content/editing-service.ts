/**
 * What the console's Contenuti area (modules/content/staff-*.ts) uses of this module: the one
 * sanitiser every stored rich text goes through, the CMS keys, and the drawn pictures' sizes.
 */
export { CMS_KEYS, type CmsSection } from './cms.table.js';
export { LOGO_HEIGHT, LOGO_WIDTH, PICTURE_HEIGHT, PICTURE_WIDTH } from './images.js';
export { cleanRichText } from '../../security/html-policy.js';
