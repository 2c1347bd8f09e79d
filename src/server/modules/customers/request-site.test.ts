import { ownOrigins } from './request-site.js';

describe('ownOrigins (where a sign-in may be posted from)', () => {
  it("is the public address's origin and each configured host's on the same scheme and port", () => {
    expect([...ownOrigins('https://premi.example.com', ['premi.example.com', 'www.premi.example.com'])]).toEqual([
      'https://premi.example.com',
      'https://www.premi.example.com',
    ]);
    expect([...ownOrigins('http://demo.localhost:8080', ['demo.premia.localhost'])]).toEqual([
      'http://demo.localhost:8080',
      'http://demo.premia.localhost:8080',
    ]);
  });

  it('takes nothing from a host a browser could not have had in its address bar', () => {
    expect([...ownOrigins('https://premi.example.com', ['premi example', 'a/b@evil.example'])]).not.toContain('https://evil.example');
  });
});
