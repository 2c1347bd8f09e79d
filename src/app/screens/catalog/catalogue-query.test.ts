import { EMPTY_QUERY, hasFilters, parseQuery, toProductQuery, toSearchParams, withFilters } from './catalogue-query.js';

describe('catalogue query ↔ address bar', () => {
  it('reads every filter and the page, and writes them back in a stable order', () => {
    const query = parseQuery(
      new URLSearchParams('pagina=3&disponibili=1&punti_a=9000&punti_da=100&gruppo=premi&sottocategoria=11&categoria=1&q=caffè'),
    );
    expect(query).toEqual({
      search: 'caffè',
      category: 1,
      subcategory: 11,
      group: 'premi',
      pointsFrom: 100,
      pointsTo: 9000,
      onlyAvailable: true,
      page: 3,
    });
    expect(toSearchParams(query).toString()).toBe(
      'q=caff%C3%A8&categoria=1&sottocategoria=11&gruppo=premi&punti_da=100&punti_a=9000&disponibili=1&pagina=3',
    );
    expect(toProductQuery(query)).toEqual({
      page: 3,
      search: 'caffè',
      category_id: 11,
      group: 'premi',
      pointsFrom: 100,
      pointsTo: 9000,
      onlyAvailable: true,
    });
  });

  it('treats hand-edited nonsense as absent', () => {
    expect(parseQuery(new URLSearchParams('pagina=0&categoria=abc&punti_da=-5&punti_a=1e3&disponibili=true'))).toEqual(EMPTY_QUERY);
    expect(parseQuery(new URLSearchParams('pagina=2.5')).page).toBe(1);
    // A subcategory alone means nothing.
    expect(parseQuery(new URLSearchParams('sottocategoria=11')).subcategory).toBeNull();
  });

  it('bounds the points by the balance', () => {
    expect(parseQuery(new URLSearchParams('punti_da=30000&punti_a=50000'), 25000)).toMatchObject({ pointsFrom: 25000, pointsTo: 25000 });
    expect(parseQuery(new URLSearchParams('punti_a=50000'), null).pointsTo).toBe(50000);
  });

  it('leaves the plain catalogue at /catalogo and goes back to page 1 on a filter change', () => {
    expect(toSearchParams(EMPTY_QUERY).toString()).toBe('');
    expect(hasFilters(EMPTY_QUERY)).toBe(false);
    expect(hasFilters({ ...EMPTY_QUERY, page: 4 })).toBe(false);
    const changed = withFilters({ ...EMPTY_QUERY, page: 4 }, { onlyAvailable: true });
    expect(changed).toMatchObject({ onlyAvailable: true, page: 1 });
    expect(hasFilters(changed)).toBe(true);
    expect(toProductQuery(EMPTY_QUERY)).toEqual({ page: 1 });
  });
});
