/**
 * The origins of links the app sends away (emails, from a request or a background job): the
 * dashboard's and a store's, from configuration only (PUBLIC_URL, PRODUCT_HOST), never from a
 * request's Host header, which a client chooses. Owns: those origins. Not: each link's path.
 */
import { storeHostName } from '../../shared';
import type { Config } from '../config';

/** What the origins are built from. */
export type LinkConfig = Pick<Config, 'publicUrl' | 'productHost'>;

/** The host names a store answers on. */
export interface LinkStore {
  subdomain: string;
  customDomain: string | null;
}

/** The dashboard's origin (PUBLIC_URL), e.g. `https://shop-builder.example`. */
export function dashboardOrigin(config: Pick<Config, 'publicUrl'>): string {
  return config.publicUrl;
}

/**
 * A store's origin: its verified custom domain (on the default port), else its subdomain of
 * PRODUCT_HOST with PUBLIC_URL's protocol and port (`https://lamps.shop-builder.example`).
 */
export function storeLinkOrigin(store: LinkStore, config: LinkConfig): string {
  const { protocol, port } = new URL(config.publicUrl);
  if (store.customDomain) return `${protocol}//${store.customDomain}`;
  const host = storeHostName(store.subdomain, config.productHost);
  return `${protocol}//${host}${port ? `:${port}` : ''}`;
}
