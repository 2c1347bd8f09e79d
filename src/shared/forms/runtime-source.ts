import { CONTROL_CHARACTER_CLASS } from '../control-characters.js';

/**
 * Helpers the validation code calls, written once as JavaScript source. The server evaluates the
 * source to get the function (for its in-process validators) and the browser module inlines the
 * same text, so both sides run the very same code. ES2015, no outer references: each string must
 * stand alone. ajv's own runtime helpers (equal, ucs2length) are inlined the same way because
 * standalone code otherwise `require`s them from ajv.
 */

/** True when an ISO date (yyyy-MM-dd…) is at least `years` years before today (0: not in the future). */
export const MIN_AGE_SOURCE = `function premiaMinAge(value, years) {
  if (typeof value !== "string") return true;
  var m = /^(\\d{4})-(\\d{2})-(\\d{2})/.exec(value);
  if (!m) return true;
  var now = new Date();
  var limit = new Date(now.getFullYear() - years, now.getMonth(), now.getDate());
  var date = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return date.getTime() <= limit.getTime();
}`;

/**
 * True when a file value has one of the accepted extensions. A value is a data URL
 * (data:<mime>;name=<name>;base64,…): the name's extension decides, else the MIME type.
 */
export const ACCEPTED_TYPES_SOURCE = `function premiaAcceptedTypes(value, types) {
  if (typeof value !== "string" || value === "") return true;
  var m = /^data:([^;,]*)(?:;name=([^;,]*))?/.exec(value);
  if (!m) return false;
  var mime = (m[1] || "").toLowerCase();
  var name = "";
  try { name = decodeURIComponent(m[2] || "").toLowerCase(); } catch (e) { name = (m[2] || "").toLowerCase(); }
  var mimes = { ".pdf": "application/pdf", ".jpg": "image/jpeg", ".jpeg": "image/jpeg", ".png": "image/png", ".gif": "image/gif", ".webp": "image/webp" };
  for (var i = 0; i < types.length; i++) {
    var t = String(types[i]).toLowerCase();
    if (name ? name.slice(-t.length) === t : mimes[t] === mime) return true;
  }
  return false;
}`;

/** True when a data URL's decoded size is at most `mb` megabytes. */
export const MAX_FILE_SIZE_SOURCE = `function premiaMaxFileSize(value, mb) {
  if (typeof value !== "string") return true;
  var comma = value.indexOf(",");
  if (comma < 0) return true;
  var data = value.slice(comma + 1);
  var padding = data.slice(-2) === "==" ? 2 : data.slice(-1) === "=" ? 1 : 0;
  return (data.length * 3) / 4 - padding <= mb * 1024 * 1024;
}`;

/** True unless a string holds a character the text rule refuses (control-characters.ts). */
export const NO_CONTROL_CHARACTERS_SOURCE = `function premiaNoControlCharacters(value) {
  return typeof value !== "string" || !/${CONTROL_CHARACTER_CLASS}/.test(value);
}`;

/** fast-deep-equal (MIT), which ajv uses for const and uniqueItems. */
export const EQUAL_SOURCE = `function equal(a, b) {
  if (a === b) return true;
  if (a && b && typeof a == "object" && typeof b == "object") {
    if (a.constructor !== b.constructor) return false;
    var length, i, keys;
    if (Array.isArray(a)) {
      length = a.length;
      if (length != b.length) return false;
      for (i = length; i-- !== 0;) if (!equal(a[i], b[i])) return false;
      return true;
    }
    if (a.constructor === RegExp) return a.source === b.source && a.flags === b.flags;
    if (a.valueOf !== Object.prototype.valueOf) return a.valueOf() === b.valueOf();
    if (a.toString !== Object.prototype.toString) return a.toString() === b.toString();
    keys = Object.keys(a);
    length = keys.length;
    if (length !== Object.keys(b).length) return false;
    for (i = length; i-- !== 0;) if (!Object.prototype.hasOwnProperty.call(b, keys[i])) return false;
    for (i = length; i-- !== 0;) { var key = keys[i]; if (!equal(a[key], b[key])) return false; }
    return true;
  }
  return a !== a && b !== b;
}`;

/** ajv's ucs2length: string length in code points, so an emoji counts as one character. */
export const UCS2LENGTH_SOURCE = `function ucs2length(str) {
  var len = str.length, length = 0, pos = 0, value;
  while (pos < len) {
    length++;
    value = str.charCodeAt(pos++);
    if (value >= 0xd800 && value <= 0xdbff && pos < len) {
      value = str.charCodeAt(pos);
      if ((value & 0xfc00) === 0xdc00) pos++;
    }
  }
  return length;
}`;

/** What standalone code `require`s from ajv, and the source that replaces each. */
export const AJV_RUNTIME_SOURCES: Record<string, string> = {
  'require("ajv/dist/runtime/equal").default': EQUAL_SOURCE,
  'require("ajv/dist/runtime/ucs2length").default': UCS2LENGTH_SOURCE,
};

/**
 * The function a source defines. Node only (server, tenant CLI): the browser never evaluates
 * code, it imports the module the server generated.
 */
export function functionFromSource<F>(source: string): F {
  // Trusted constant source (this file), server side only: the browser imports the generated module.
  return new Function(`return (${source});`)() as F;
}
