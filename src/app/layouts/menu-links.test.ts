import { describe, expect, it } from 'vitest';
import { makeConfig } from '../test/fixtures.js';
import { visibleMenuLinks } from './menu-links.js';

const customer = { loggedIn: true, pointsEnabled: true };
const labels = (...args: Parameters<typeof visibleMenuLinks>) => visibleMenuLinks(...args).map((link) => link.label);

describe('visibleMenuLinks', () => {
  it("shows the demo tenant's links to a customer with points, and only the public ones to a visitor", () => {
    expect(labels(makeConfig(), customer)).toEqual(['Catalogo', 'News', 'Vantaggi', 'Contatti']);
    expect(labels(makeConfig(), { loggedIn: false, pointsEnabled: false })).toEqual(['News']);
  });

  it('drops the link of a screen switched off at runtime, and brings it back with the screen', () => {
    expect(labels(makeConfig({ features: { pointsCatalogue: false } }), customer)).toEqual(['News', 'Vantaggi', 'Contatti']);
    expect(labels(makeConfig({ routes: { news: { enabled: false } } }), customer)).toEqual(['Catalogo', 'Vantaggi', 'Contatti']);
    expect(labels(makeConfig({ features: { pointsCatalogue: true } }), customer)).toContain('Catalogo');
  });

  it('shows a customer who has not completed the registration only what opens for them: no link bounces back', () => {
    expect(labels(makeConfig(), { loggedIn: true, pointsEnabled: true, active: false })).toEqual([]);
    const config = makeConfig({ menu: { links: { finish: { label: 'Completa', url: '/completa-registrazione', order: 99 } } } });
    expect(labels(config, { loggedIn: true, pointsEnabled: true, active: false })).toEqual(['Completa']);
    expect(labels(config, { loggedIn: true, pointsEnabled: true, active: true })).not.toContain('Completa');
  });

  it('hides the catalogue from a customer without points_enabled', () => {
    expect(labels(makeConfig(), { loggedIn: true, pointsEnabled: false })).toEqual(['News', 'Vantaggi', 'Contatti']);
  });

  it('keeps external links and paths no route declares (documents)', () => {
    const config = makeConfig({
      menu: {
        links: {
          shop: { label: 'Negozio', url: 'https://example.com/negozio', order: 1 },
          doc: { label: 'Guida', url: '/app/pdf/regolamento.pdf', order: 2 },
        },
      },
    });
    expect(labels(config, customer).slice(0, 2)).toEqual(['Negozio', 'Guida']);
  });
});
