/** The tenant configuration cannot be used; `details` lines name the file and the key path. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  constructor(readonly details: string[]) {
    super(details.join('\n'));
  }
}
