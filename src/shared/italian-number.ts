/**
 * Numbers written the it-IT way by hand, for format.ts. The first Intl number or date formatter a
 * page builds initialises ICU: 10–30 ms of main thread in Chromium on this machine, about 44 ms
 * at 4× CPU, a long task of its own in /catalogo's and /news's first render that Lighthouse's
 * blocking time counted. Points, counts and euros show on every customer page; the rules for
 * them are short, and format.test.ts checks them against Intl.NumberFormat over thousands of values.
 */

export interface NumberStyle {
  maxDecimals: number;
  /** Decimals always written, with trailing zeros ('20,00'); 0 by default. */
  minDecimals?: number;
  /** false leaves out the grouping dots, for a figure a person edits ('1234,50'). */
  group?: boolean;
}

/**
 * A dot every three digits (always, as for points: CLDR's Italian style would leave '9500'
 * ungrouped beside '12.500'), a decimal comma, between the style's least and most decimals
 * (trailing zeros beyond the least dropped), rounded half away from zero as Intl rounds.
 * A negative that rounds to zero reads '0' (Intl writes '-0').
 */
export function italianNumber(value: number, { maxDecimals, minDecimals = 0, group = true }: NumberStyle): string {
  if (!Number.isFinite(value)) return String(value);
  const [whole, decimals] = roundedDigits(Math.abs(value), maxDecimals);
  const fraction = decimals.replace(/0+$/, '').padEnd(minDecimals, '0');
  const text = (group ? whole.replace(/\B(?=(\d{3})+$)/g, '.') : whole) + (fraction ? `,${fraction}` : '');
  return value < 0 && /[1-9]/.test(text) ? `-${text}` : text;
}

/**
 * The whole and decimal digits of a magnitude rounded to `maxDecimals` places the way Intl does:
 * on the shortest decimal that reads back as the number ('2.135' → 2.14), not on its exact binary
 * value (2.13499…, which toFixed rounds down), half away from zero. Done on the digits as text: a
 * shifted number (2.135 × 100) is itself inexact.
 */
function roundedDigits(magnitude: number, maxDecimals: number): [string, string] {
  const [whole, fraction] = splitPoint(plainDecimal(String(magnitude)));
  if (fraction.length <= maxDecimals) return [whole, fraction];
  const kept = whole + fraction.slice(0, maxDecimals);
  const digits = fraction.charAt(maxDecimals) >= '5' ? plusOne(kept) : kept;
  const point = digits.length - maxDecimals;
  return [digits.slice(0, point), digits.slice(point)];
}

/** String()'s exponent forms (below 1e-6, from 1e21) as plain digits: '5e-7' → '0.0000005', '1e+21' → '1000…0'. */
function plainDecimal(text: string): string {
  const [mantissa = '', exponent] = text.split('e');
  if (exponent === undefined) return text;
  const [whole = '', fraction = ''] = mantissa.split('.');
  const digits = whole + fraction;
  const point = whole.length + Number(exponent);
  if (point >= digits.length) return digits.padEnd(point, '0');
  return point > 0 ? `${digits.slice(0, point)}.${digits.slice(point)}` : `0.${'0'.repeat(-point)}${digits}`;
}

function splitPoint(text: string): [string, string] {
  const [whole = '0', fraction = ''] = text.split('.');
  return [whole, fraction];
}

/** '0999' → '1000', '1299' → '1300': one more in the last place, carried leftwards. */
function plusOne(digits: string): string {
  let i = digits.length - 1;
  while (i >= 0 && digits.charAt(i) === '9') i--;
  const carried = '0'.repeat(digits.length - 1 - i);
  return i < 0 ? `1${carried}` : `${digits.slice(0, i)}${Number(digits.charAt(i)) + 1}${carried}`;
}
