/**
 * The host name a new store will answer on, as shown under the subdomain field
 * (`acme` on `localhost` -> `acme.localhost`; a `www.` dashboard host is dropped first).
 */
import { storeHostName } from '../../shared';

/** The future store host for `subdomain`, given the dashboard's host name. */
export function storeHostPreview(subdomain: string, dashboardHostname: string): string {
  return storeHostName(subdomain, dashboardHostname.replace(/^www\./i, ''));
}
