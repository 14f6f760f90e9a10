/**
 * The shopper's checkout saved on the store as it is typed (abandoned-checkout recovery,
 * shared/api/abandoned-checkouts.ts): once the email looks complete and the cart has lines,
 * a second after the last change, the contact, address and lines go to
 * `endpointRefs.checkouts.saveDraft` under this browser's checkout id (a random UUID in local
 * storage, drawn on the first save, forgotten when the order is placed). A failed save is
 * dropped: the next change saves again. The order sends the id (`checkoutId`), which closes the
 * saved checkout; a recovery link sets it (the restored checkout is the same one).
 */
import { useEffect, useRef } from 'react';
import {
  callEndpoint,
  endpointRefs,
  fetchTransport,
  type CartLine,
  type CheckoutFieldSettings,
} from '../../shared';
import type { CheckoutPrefill } from './account-prefill';
import { randomUuidV4 } from './checkout-ids';
import { toCheckoutRequest } from './checkout-request';
import type { CheckoutFormValues } from './validate-checkout-form';

const CHECKOUT_ID_KEY = 'checkout-id';
const SAVE_AFTER_MS = 1_000;
/** An email worth saving: something@something.tld (the server checks it properly). */
const EMAIL_LIKE = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

const storage = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
};

/** This browser's saved checkout id, or null before the first save. */
export function savedCheckoutId(): string | null {
  try {
    return storage()?.getItem(CHECKOUT_ID_KEY) ?? null;
  } catch {
    return null;
  }
}

/** Makes `id` this browser's checkout (a recovery link's). */
export function adoptCheckoutId(id: string): void {
  try {
    storage()?.setItem(CHECKOUT_ID_KEY, id);
  } catch {
    // storage blocked: the order simply will not name it
  }
}

/** Forgets the checkout (its order was placed: the next cart is a new checkout). */
export function forgetCheckoutId(): void {
  try {
    storage()?.removeItem(CHECKOUT_ID_KEY);
  } catch {
    // nothing stored
  }
}

function checkoutIdForSave(): string {
  const id = savedCheckoutId();
  if (id) return id;
  const drawn = randomUuidV4();
  adoptCheckoutId(drawn);
  return drawn;
}

/** Saves the checkout a second after each change (see the module header). */
export function useCheckoutDraftSave(input: {
  storeId: string;
  values: CheckoutFormValues;
  fields: CheckoutFieldSettings;
  ships: boolean;
  lines: CartLine[];
  enabled: boolean;
}): void {
  const { storeId, values, fields, ships, lines, enabled } = input;
  const last = useRef('');
  const request = toCheckoutRequest(storeId, values, fields, ships, lines);
  const email = values.email.trim();
  const body =
    enabled && lines.length > 0 && EMAIL_LIKE.test(email)
      ? {
          storeId,
          email,
          name: request.customer.name,
          phone: request.customer.phone ?? '',
          address: request.address ?? null,
          lines: request.lines,
        }
      : null;
  const json = body ? JSON.stringify(body) : '';
  useEffect(() => {
    if (!json || json === last.current) return;
    const timer = setTimeout(() => {
      last.current = json;
      callEndpoint(fetchTransport, endpointRefs.checkouts.saveDraft, {
        params: { checkoutId: checkoutIdForSave() },
        body: JSON.parse(json) as NonNullable<typeof body>,
      }).catch(() => {
        // Dropped: the next change saves again.
        last.current = '';
      });
    }, SAVE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [json]);
}

const PREFILL_KEY = 'checkout-prefill';

/** Keeps a recovery link's contact and address for the checkout form to start from. */
export function keepRestoredPrefill(prefill: CheckoutPrefill): void {
  try {
    sessionStorage.setItem(PREFILL_KEY, JSON.stringify(prefill));
  } catch {
    // storage blocked: the form starts empty
  }
}

/** The kept prefill, once (it is forgotten as it is read). */
export function takeRestoredPrefill(): CheckoutPrefill | null {
  try {
    const text = sessionStorage.getItem(PREFILL_KEY);
    sessionStorage.removeItem(PREFILL_KEY);
    return text ? (JSON.parse(text) as CheckoutPrefill) : null;
  } catch {
    return null;
  }
}
