import { hostName } from '../tenants/host.js';

/**
 * The host names of the staff console (env CONSOLE_HOSTS): on them a navigation gets the
 * console's page, never a tenant's portal, whatever tenant the name might otherwise resolve to.
 */
export class ConsoleHosts {
  private readonly names: Set<string>;

  constructor(hosts: readonly string[]) {
    this.names = new Set(hosts.map((host) => hostName(host)).filter((host): host is string => host !== null));
  }

  /** The host names, for the portal's CSP frame-ancestors in the settings preview. */
  list(): string[] {
    return [...this.names];
  }

  /** True when a Host header (port and case aside) names the console. */
  has(host: string | undefined): boolean {
    const name = hostName(host);
    return name !== null && this.names.has(name);
  }
}
