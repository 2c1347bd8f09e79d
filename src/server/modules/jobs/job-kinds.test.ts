import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { jobKindLabel } from './job-kinds.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('job kinds in the console', () => {
  it('every kind the app registers has an Italian name, so "Coda lavori" never shows a code', () => {
    expect(t.app.jobs.kinds.length).toBeGreaterThanOrEqual(11);
    expect(t.app.jobs.kinds.filter((kind) => jobKindLabel(kind) === kind)).toEqual([]);
  });
});
