import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { isPublicAddress, outboundFetch, outboundUrlProblem, publicOnlyLookup } from './outbound.js';

describe('which addresses the server may call', () => {
  it('takes public unicast addresses only', () => {
    for (const address of ['8.8.8.8', '151.101.1.69', '2a00:1450:4002:402::200e'])
      expect([address, isPublicAddress(address)]).toEqual([address, true]);
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254', // cloud metadata
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      'not an address',
    ])
      expect([address, isPublicAddress(address)]).toEqual([address, false]);
  });

  it('refuses plain http, this machine, private literals and credentials; takes a public https name', () => {
    expect(outboundUrlProblem('https://id.example.com/.well-known/openid-configuration', false)).toBeNull();
    expect(outboundUrlProblem('http://id.example.com', false)).toBe('is not https');
    expect(outboundUrlProblem('https://127.0.0.1:8080', false)).toMatch(/private, loopback/);
    expect(outboundUrlProblem('https://[::1]/', false)).toMatch(/private, loopback/);
    expect(outboundUrlProblem('https://169.254.169.254/latest/meta-data', false)).toMatch(/private, loopback/);
    expect(outboundUrlProblem('https://localhost/', false)).toBe('points to this machine');
    expect(outboundUrlProblem('https://db.localhost/', false)).toBe('points to this machine');
    expect(outboundUrlProblem('https://user:pw@id.example.com', false)).toBe('carries credentials in the address');
    expect(outboundUrlProblem('file:///etc/passwd', false)).toBe('is not https');
    expect(outboundUrlProblem('http://127.0.0.1:9999', true)).toBeNull();
    expect(outboundUrlProblem('file:///etc/passwd', true)).toBe('is not http(s)');
  });

  it('fails a name that resolves to a private address when the connection is made (DNS rebinding)', async () => {
    const error = await new Promise<NodeJS.ErrnoException | null>((resolve) => publicOnlyLookup('localhost', {}, (err) => resolve(err)));
    expect(error?.code).toBe('EOUTBOUNDREFUSED');
  });
});

describe('outboundFetch', () => {
  let server: Server;
  let url: string;
  const hits: string[] = [];
  beforeAll(async () => {
    server = createServer((req, res) => {
      hits.push(req.url ?? '');
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/x`;
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await new Promise((resolve) => server.close(resolve));
  });

  it('never reaches a local server unless OUTBOUND_ALLOW_PRIVATE=true', async () => {
    vi.stubEnv('OUTBOUND_ALLOW_PRIVATE', '');
    await expect(outboundFetch(url)).rejects.toThrow(/is not https/);
    expect(hits).toEqual([]);
    vi.stubEnv('OUTBOUND_ALLOW_PRIVATE', 'true');
    expect(await (await outboundFetch(url)).json()).toEqual({ ok: true });
    expect(hits).toEqual(['/x']);
  });
});
