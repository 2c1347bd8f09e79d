import { describe, expect, it } from 'vitest';
import type { JsonObject } from './contract-file.js';
import { withSharedDefinitions } from './contract-refs.js';

type Defs = { $defs: Record<string, JsonObject> };

const common: Defs = {
  $defs: {
    Status: { type: 'string', enum: ['a', 'b'] },
    Change: { type: 'object', properties: { to: { $ref: '#/$defs/Status' } } },
    Line: { type: 'object', properties: { code: { type: 'string' } } },
    Node: { type: 'object', properties: { next: { $ref: '#/$defs/Node' } } },
  },
};

const bring = (area: JsonObject, more: Record<string, Defs> = {}) =>
  withSharedDefinitions<Defs & JsonObject>({ 'area.json': area as Defs, 'common/orders.json': common, ...more }, 'area.json');

describe('withSharedDefinitions', () => {
  it('puts a shared definition in the place and under the name of the definition that refers to it', () => {
    const out = bring({
      operations: { get: { responses: { '200': { $ref: '#/$defs/OrderLine' } } } },
      $defs: {
        First: { type: 'integer' },
        OrderLine: { $ref: 'common/orders.json#/$defs/Line', description: 'Kept beside.' },
        Last: { type: 'boolean' },
      },
    });
    expect(Object.keys(out.$defs)).toEqual(['First', 'OrderLine', 'Last']);
    expect(out.$defs['OrderLine']).toEqual({ type: 'object', properties: { code: { type: 'string' } }, description: 'Kept beside.' });
    expect(out['operations']).toEqual({ get: { responses: { '200': { $ref: '#/$defs/OrderLine' } } } });
  });

  it('brings in what a shared definition refers to in its own file, once, reusing a name the area gave it', () => {
    const out = bring({
      operations: { get: { responses: { '200': { $ref: 'common/orders.json#/$defs/Change' } } } },
      $defs: { State: { $ref: 'common/orders.json#/$defs/Status' }, Again: { $ref: 'common/orders.json#/$defs/Change' } },
    });
    expect(out['operations']).toEqual({ get: { responses: { '200': { $ref: '#/$defs/Again' } } } });
    expect(out.$defs).toEqual({
      State: common.$defs['Status'],
      Again: { type: 'object', properties: { to: { $ref: '#/$defs/State' } } },
    });
  });

  it('brings in a definition referred to in place, under its shared name, and follows references across files to the end', () => {
    const out = bring({
      $defs: { Tree: { type: 'array', items: { $ref: 'common/orders.json#/$defs/Node' } } },
    });
    expect(out.$defs).toEqual({
      Tree: { type: 'array', items: { $ref: '#/$defs/Node' } },
      Node: { type: 'object', properties: { next: { $ref: '#/$defs/Node' } } },
    });
  });

  it('reads a reference relative to the file it is written in', () => {
    const other: Defs = { $defs: { Deep: { $ref: 'orders.json#/$defs/Status' } } };
    const out = bring({ $defs: { X: { $ref: 'common/other.json#/$defs/Deep' } } }, { 'common/other.json': other });
    expect(out.$defs).toEqual({ X: { $ref: '#/$defs/Status' }, Status: common.$defs['Status'] });
  });

  it('leaves the area’s own references as they are', () => {
    const area = { $defs: { A: { type: 'object', properties: { b: { $ref: '#/$defs/B' } } }, B: { type: 'string' } } };
    expect(bring(area)).toEqual(area);
  });

  it('refuses, by name, a missing file, a missing definition, a path outside schemas/api and a name taken by another definition', () => {
    expect(() => bring({ $defs: { X: { $ref: 'common/nope.json#/$defs/Status' } } })).toThrow(
      'contratto API area.json: file sconosciuto common/nope.json in common/nope.json#/$defs/Status',
    );
    expect(() => bring({ $defs: { X: { items: { $ref: 'common/orders.json#/$defs/Nope' } } } })).toThrow(
      'contratto API area.json: riferimento sconosciuto common/orders.json#/$defs/Nope',
    );
    expect(() => bring({ $defs: { X: { $ref: 'common/orders.json#/definitions/Status' } } })).toThrow(
      'riferimento sconosciuto common/orders.json#/definitions/Status',
    );
    expect(() => bring({ $defs: { X: { $ref: '../tenant.schema.json#/$defs/Status' } } })).toThrow(
      'riferimento fuori da schemas/api ../tenant.schema.json#/$defs/Status',
    );
    expect(() => bring({ $defs: { Status: { type: 'integer' }, X: { items: { $ref: 'common/orders.json#/$defs/Status' } } } })).toThrow(
      'contratto API area.json: Status è già area.json#/$defs/Status, non può essere anche common/orders.json#/$defs/Status',
    );
    expect(() => withSharedDefinitions({}, 'area.json')).toThrow('contratto API: file sconosciuto area.json');
  });
});
