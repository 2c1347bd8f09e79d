/**
 * A tick box's value as stored, 0/1: checked only at 1, with the text forms a multipart
 * body or a plain HTML form carries ('1', 'true', 'on').
 */
export function toFlag(value: unknown): 0 | 1 {
  return value === 1 || value === true || value === '1' || value === 'true' || value === 'on' ? 1 : 0;
}
