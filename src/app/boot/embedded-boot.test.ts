import { BOOT_DATA_ID } from '../../shared/boot-data.js';
import { takeEmbeddedBoot } from './embedded-boot.js';

function embed(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = BOOT_DATA_ID;
  script.textContent = text;
  document.head.appendChild(script);
}

afterEach(() => document.getElementById(BOOT_DATA_ID)?.remove());

describe('takeEmbeddedBoot', () => {
  it("returns the server's answers once and removes the block", () => {
    embed('{"start":{"alias":"demo","revision":"r1"},"tenant":{"name":"Premia Club"}}');
    expect(takeEmbeddedBoot()).toEqual({ start: { alias: 'demo', revision: 'r1' }, tenant: { name: 'Premia Club' } });
    expect(document.getElementById(BOOT_DATA_ID)).toBeNull();
    expect(takeEmbeddedBoot()).toBeNull();
  });

  it('is null without a block, so boot asks the API', () => {
    expect(takeEmbeddedBoot()).toBeNull();
  });

  it.each(['{not json', 'null', '{"start":{"alias":"demo"}}', '{"start":null,"tenant":{}}'])(
    'is null for an unusable block: %s',
    (text) => {
      embed(text);
      expect(takeEmbeddedBoot()).toBeNull();
    },
  );
});
