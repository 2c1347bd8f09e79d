import { printParseErrorCode, visit } from 'jsonc-parser';

/**
 * Where a JSON text first goes wrong. V8's JSON.parse messages carry a position only for some
 * errors, and differ between Node versions; operators need line and column every time.
 */
export interface JsonSyntaxError {
  line: number;
  column: number;
  reason: string;
}

// Strict JSON: jsonc-parser (VS Code's) also reads comments and trailing commas when asked to.
const STRICT = { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false };

/** The valid start of a string token: what follows is a control character, a bad escape or its end. */
// eslint-disable-next-line no-control-regex -- JSON forbids raw control characters in strings: finding them is the point
const STRING_START = /^"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*/;

/**
 * The offset to show for an error: where a strict reader stops. jsonc-parser reports the token an
 * error belongs to; inside a string the character at fault is more useful (the tab pasted into a
 * value, the `\U` of a Windows path), a string cut by a line break or the end of the file is
 * reported where it stops, a number cut short (`1.`, `2e`) at its dangling part, and a word
 * glued to a literal (`truee`) after the literal when one may stand there.
 */
function offsetOf(text: string, error: string, offset: number, length: number): number {
  const token = text.slice(offset, offset + length);
  switch (error) {
    case 'UnexpectedEndOfString':
    case 'InvalidCharacter':
    case 'InvalidEscapeCharacter':
    case 'InvalidUnicode': {
      // The scanner keeps one error per string: a tab before the line break is reported as the break.
      const valid = STRING_START.exec(token)?.[0].length ?? 0;
      const stop = token[valid];
      // A bad escape is shown at the character after the backslash.
      if (stop === '\\') return offset + valid + 1;
      if (stop !== undefined && stop !== '"') return offset + valid;
      return error === 'UnexpectedEndOfString' ? offset + length : offset;
    }
    case 'UnexpectedEndOfNumber':
      return offset + Math.max(0, token.search(/[.eE][+-]?$/));
    case 'InvalidSymbol': {
      // The scanner reads `truee` as one unknown word. Whether `true` itself may stand here is
      // what the text cut after it says: an error there before the cut is one about `true` (or
      // an earlier one, which wins anyway).
      const literal = /^(?:true|false|null)/.exec(token)?.[0];
      if (!literal) return offset;
      const end = offset + literal.length;
      return (firstErrorOffset(text.slice(0, end)) ?? end) >= end ? end : offset;
    }
    default:
      return offset;
  }
}

/** The offset of the first place the text goes wrong; undefined when it is valid JSON. */
function firstErrorOffset(text: string): number | undefined {
  // The smallest offset, not the first reported: a stray quote is reported first as a string
  // cut at the end of the line, then as the comma expected where it stands.
  let first: number | undefined;
  visit(
    text,
    {
      onError: (error, offset, length) => {
        // By name: jsonc-parser's ParseErrorCode is a const enum, which isolated modules cannot read.
        const at = offsetOf(text, printParseErrorCode(error), offset, length);
        if (first === undefined || at < first) first = at;
      },
    },
    STRICT,
  );
  return first;
}

/** Null when the text is valid JSON. */
export function locateJsonError(text: string): JsonSyntaxError | null {
  const first = firstErrorOffset(text);
  if (first === undefined) return null;
  const before = text.slice(0, first).split('\n');
  const ch = text[first];
  return {
    line: before.length,
    column: (before[before.length - 1]?.length ?? 0) + 1,
    reason: ch === undefined ? 'unexpected end of file' : `unexpected character ${JSON.stringify(ch)}`,
  };
}
