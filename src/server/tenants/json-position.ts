/**
 * Where a JSON text first goes wrong. V8's JSON.parse messages carry a position only for some
 * errors, and differ between Node versions; operators need line and column every time.
 */
export interface JsonSyntaxError {
  line: number;
  column: number;
  reason: string;
}

class Failure {
  constructor(readonly at: number) {}
}

const NUMBER_RE = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

/** Null when the text is valid JSON. */
export function locateJsonError(text: string): JsonSyntaxError | null {
  let i = 0;
  const n = text.length;
  const fail = (): never => {
    throw new Failure(i);
  };
  const ws = () => {
    while (i < n && (text[i] === ' ' || text[i] === '\t' || text[i] === '\n' || text[i] === '\r')) i++;
  };
  const expect = (ch: string) => {
    if (text[i] !== ch) fail();
    i++;
  };
  const string = () => {
    expect('"');
    for (;;) {
      if (i >= n) fail();
      const c = text.charCodeAt(i);
      if (c === 0x22) return void i++;
      if (c < 0x20) fail();
      if (c === 0x5c) {
        i++;
        if ('"\\/bfnrt'.includes(text[i] ?? '#')) i++;
        else if (text[i] === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 1, i + 5))) i += 5;
        else fail();
      } else i++;
    }
  };
  const value = (): void => {
    ws();
    const c = text[i];
    if (c === '{') {
      i++;
      ws();
      if (text[i] === '}') return void i++;
      for (;;) {
        ws();
        string();
        ws();
        expect(':');
        value();
        ws();
        if (text[i] === ',') i++;
        else return expect('}');
      }
    }
    if (c === '[') {
      i++;
      ws();
      if (text[i] === ']') return void i++;
      for (;;) {
        value();
        ws();
        if (text[i] === ',') i++;
        else return expect(']');
      }
    }
    if (c === '"') return string();
    for (const word of ['true', 'false', 'null']) {
      if (text.startsWith(word, i)) return void (i += word.length);
    }
    NUMBER_RE.lastIndex = i;
    if (NUMBER_RE.test(text)) return void (i = NUMBER_RE.lastIndex);
    fail();
  };

  try {
    value();
    ws();
    if (i < n) fail();
    return null;
  } catch (err) {
    if (!(err instanceof Failure)) throw err;
    const before = text.slice(0, err.at).split('\n');
    const ch = text[err.at];
    return {
      line: before.length,
      column: (before[before.length - 1]?.length ?? 0) + 1,
      reason: ch === undefined ? 'unexpected end of file' : `unexpected character ${JSON.stringify(ch)}`,
    };
  }
}
