/** What the server embeds for the client to hydrate with (shared by both entries). */
import type { DehydratedState } from '../data/query-cache';
import type { Component, StorefrontStoreDto } from '../../shared';

export const STATE_ELEMENT_ID = 'sf-state';

export interface StorefrontBootState {
  store: StorefrontStoreDto;
  dehydratedState: DehydratedState;
  productSection: Component;
}
