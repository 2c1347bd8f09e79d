import path from 'node:path';

/**
 * With VITEST_JSON_DIR set (CI), every run also writes a JSON report there, which
 * scripts/ci-summary.mjs sums into one closing line.
 */
export function ciReporters(defaultName: string) {
  const dir = process.env.VITEST_JSON_DIR;
  if (!dir) return {};
  const name = process.env.VITEST_JSON_NAME ?? defaultName;
  return { reporters: ['default', 'json'], outputFile: { json: path.join(dir, `${name}.json`) } };
}
