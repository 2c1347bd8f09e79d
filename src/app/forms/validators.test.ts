import { describe, expect, it } from 'vitest';
import { formModuleUrl } from './validators.js';

describe('formModuleUrl', () => {
  it("names the form, the revision and the path of the app's own runtime chunk", () => {
    expect(formModuleUrl('signup', 'r-42', 'https://demo.example/assets/runtime-Ab3_x.js')).toBe(
      '/v1/forms/validators.js?form=signup&runtime=%2Fassets%2Fruntime-Ab3_x.js&rev=r-42',
    );
  });

  it('under vite dev, the source file; without a revision, no rev', () => {
    expect(formModuleUrl('login', null, 'http://demo.localhost:8080/@fs/work/src/shared/forms/runtime.ts')).toBe(
      '/v1/forms/validators.js?form=login&runtime=%2F%40fs%2Fwork%2Fsrc%2Fshared%2Fforms%2Fruntime.ts',
    );
  });
});
