import { describe, expect, it } from 'vitest';
import { publicBaseUrl } from './public-url.js';

const DEV = { production: false, port: 8080 };
const PROD = { production: true, port: 8080 };

describe('publicBaseUrl', () => {
  it("uses the tenant's publicUrl whenever it is set, in production and locally", () => {
    const config = { hosts: ['premia.example.com'], publicUrl: 'https://premi.example.com:8443' };
    expect(publicBaseUrl('demo', config, PROD)).toBe('https://premi.example.com:8443');
    expect(publicBaseUrl('demo', config, DEV)).toBe('https://premi.example.com:8443');
  });

  it('in production, without publicUrl, is https on the first of the hosts', () => {
    expect(publicBaseUrl('demo', { hosts: ['premia.example.com', 'other.example.com'] }, PROD)).toBe('https://premia.example.com');
  });

  it('in development and tests, without publicUrl, is <alias>.localhost on the port the server listens on', () => {
    expect(publicBaseUrl('aurora', { hosts: ['premi.aurora.example.com'] }, { production: false, port: 3000 })).toBe('http://aurora.localhost:3000');
  });

  it('falls back to <alias>.localhost in production when the tenant names no host at all', () => {
    expect(publicBaseUrl('acme', { hosts: [] }, PROD)).toBe('http://acme.localhost:8080');
  });
});
