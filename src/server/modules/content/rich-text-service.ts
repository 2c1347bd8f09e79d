/**
 * The one sanitiser of rich text (src/shared/html-policy.ts), for the modules that store HTML
 * written by staff (the console's prize descriptions): what it drops, no reader ever sees.
 */
export { sanitizeHtml } from '../../../shared/html-sanitize.js';
