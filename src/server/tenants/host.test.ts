import { describe, expect, it } from 'vitest';
import { hostName, isHostHeader, parseClientInfo, resolveAlias, type HostIndex } from './host.js';

const index: HostIndex = {
  byHost: new Map([
    ['demo.premia.localhost', 'demo'],
    ['premia.example.com', 'demo'],
    ['aurora.premia.localhost', 'aurora'],
    ['premi.aurora.example.com', 'aurora'],
  ]),
  aliases: new Set(['demo', 'aurora']),
};

describe('hostName', () => {
  it('drops the port and lower-cases', () => {
    expect(hostName('Premia.Example.COM:8080')).toBe('premia.example.com');
  });

  it('keeps IPv6 literals with their brackets', () => {
    expect(hostName('[::1]:8080')).toBe('[::1]');
  });

  it('drops a trailing dot', () => {
    expect(hostName('premia.example.com.')).toBe('premia.example.com');
  });

  it('rejects empty and malformed values', () => {
    expect(hostName(undefined)).toBeNull();
    expect(hostName('')).toBeNull();
    expect(hostName('bad host')).toBeNull();
    expect(hostName('evil/../x')).toBeNull();
  });

  it('rejects a value whose port is not a number (userinfo smuggled after the port)', () => {
    expect(hostName('localhost:80@evil.example')).toBeNull();
    expect(hostName('x:port')).toBeNull();
  });
});

describe('isHostHeader', () => {
  it('accepts host names, IPv4 and bracketed IPv6, each with an optional numeric port', () => {
    for (const value of ['demo.localhost', 'demo.localhost:8080', '127.0.0.1:8080', '[::1]:8080', 'Premia.Example.COM', 'premia.example.com.']) {
      expect(isHostHeader(value), value).toBe(true);
    }
  });

  it('refuses anything else', () => {
    for (const value of [undefined, '', ' ', 'localhost:80@evil.example', 'a b', 'x:port', 'evil.example/path', 'demo.localhost:', 'demo.localhost:99999', '[::1', '[::1]x', 'user@demo.localhost']) {
      expect(isHostHeader(value), String(value)).toBe(false);
    }
  });
});

describe('resolveAlias', () => {
  it('finds a tenant by one of its hosts', () => {
    expect(resolveAlias('premi.aurora.example.com', index, 'demo')).toBe('aurora');
    expect(resolveAlias('premia.example.com:443', index, 'demo')).toBe('demo');
  });

  it('maps <alias>.localhost to an existing alias', () => {
    expect(resolveAlias('aurora.localhost:8080', index, 'demo')).toBe('aurora');
    expect(resolveAlias('demo.localhost', index, 'demo')).toBe('demo');
  });

  it('does not map <alias>.localhost for an unknown alias', () => {
    expect(resolveAlias('acme.localhost', index, 'demo')).toBeNull();
    expect(resolveAlias('x.aurora.localhost', index, 'demo')).toBeNull();
  });

  it('maps the loopback names to the default tenant', () => {
    expect(resolveAlias('localhost:8080', index, 'demo')).toBe('demo');
    expect(resolveAlias('127.0.0.1', index, 'aurora')).toBe('aurora');
    expect(resolveAlias('[::1]:8080', index, 'demo')).toBe('demo');
  });

  it('answers null for the loopback names when the default tenant does not exist', () => {
    expect(resolveAlias('localhost', index, 'missing')).toBeNull();
  });

  it('answers null for an unknown host', () => {
    expect(resolveAlias('unknown.example.com', index, 'demo')).toBeNull();
    expect(resolveAlias(undefined, index, 'demo')).toBeNull();
  });
});

describe('parseClientInfo', () => {
  it('reads alias, lang and source', () => {
    expect(parseClientInfo('{"alias":"aurora.localhost","lang":"it","source":"web"}')).toEqual({
      alias: 'aurora.localhost',
      lang: 'it',
      source: 'web',
    });
  });

  it('treats malformed headers as absent', () => {
    expect(parseClientInfo('not json')).toBeNull();
    expect(parseClientInfo('[1,2]')).toBeNull();
    expect(parseClientInfo(undefined)).toBeNull();
    expect(parseClientInfo('{"alias":42}')).toEqual({ alias: undefined, lang: undefined, source: undefined });
  });
});
