import { describe, expect, it } from 'vitest';
import { parseCommandLine, UsageError } from './context.js';

const NEW = { from: { type: 'string' }, name: { type: 'string' } } as const;
const LIST = { json: { type: 'boolean' } } as const;
const one = { min: 1, max: 1 };

describe('parseCommandLine', () => {
  it('reads operands, string options (separate or after =) and boolean options', () => {
    expect(parseCommandLine(['acme', '--from', 'demo', '--name=Acme Srl'], NEW, one, 'U')).toEqual({
      operands: ['acme'],
      options: { from: 'demo', name: 'Acme Srl' },
    });
    expect(parseCommandLine(['--json'], LIST, { min: 0, max: 0 }, 'U')).toEqual({ operands: [], options: { json: true } });
    expect(parseCommandLine([], LIST, { min: 0, max: 0 }, 'U')).toEqual({ operands: [], options: {} });
  });

  it('takes `--name=` as an empty value and `--json=…` as the flag given', () => {
    expect(parseCommandLine(['acme', '--from='], NEW, one, 'U').options).toEqual({ from: '' });
    expect(parseCommandLine(['--json=1'], LIST, { min: 0, max: 0 }, 'U').options).toEqual({ json: true });
  });

  it('keeps what is not a lowercase long option as an operand: negative numbers, a dash, `--` and what follows', () => {
    const three = { min: 3, max: 3 };
    expect(parseCommandLine(['demo', '/theme/x', '-1'], {}, three, 'U').operands).toEqual(['demo', '/theme/x', '-1']);
    expect(parseCommandLine(['demo', '/x', '-abc'], {}, three, 'U').operands).toEqual(['demo', '/x', '-abc']);
    expect(parseCommandLine(['demo', '/x', '-'], {}, three, 'U').operands).toEqual(['demo', '/x', '-']);
    expect(parseCommandLine(['demo', '/x', '--Loud=1'], {}, three, 'U').operands).toEqual(['demo', '/x', '--Loud=1']);
    expect(parseCommandLine(['demo', '--', '/x', '--json'], {}, three, 'U').operands).toEqual(['demo', '/x', '--json']);
  });

  it('refuses a string option without its value, or with another option in its place', () => {
    expect(() => parseCommandLine(['acme', '--from'], NEW, one, 'U')).toThrow(new UsageError('--from needs a value'));
    expect(() => parseCommandLine(['acme', '--from', '--name', 'x'], NEW, one, 'U')).toThrow(new UsageError('--from needs a value'));
    expect(parseCommandLine(['acme', '--from', '-x'], NEW, one, 'U').options).toEqual({ from: '-x' });
  });

  it('refuses the first unknown option with the usage, before counting operands', () => {
    expect(() => parseCommandLine(['acme', '--from', 'demo', '--colour', 'red', '--size'], NEW, one, 'new <alias>')).toThrow(
      new UsageError('unknown option --colour\nusage: new <alias>'),
    );
    expect(() => parseCommandLine(['--constructor'], LIST, { min: 0, max: 0 }, 'U')).toThrow('unknown option --constructor');
  });

  it('refuses too few or too many operands with the usage', () => {
    expect(() => parseCommandLine([], NEW, one, 'new <alias>')).toThrow(new UsageError('usage: new <alias>'));
    expect(() => parseCommandLine(['a', 'b', '--from', 'demo'], NEW, one, 'new <alias>')).toThrow(new UsageError('usage: new <alias>'));
  });

  it('throws UsageErrors, which the commands turn into exit code 2', () => {
    expect(() => parseCommandLine(['a', 'b'], {}, one, 'U')).toThrow(UsageError);
  });
});
