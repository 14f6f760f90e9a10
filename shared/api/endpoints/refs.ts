/**
 * The endpoints the storefront's browser code calls (the shopper's reads, checkout, the
 * payment proof, the contact form, the newsletter signup and its links, the shopper's account,
 * the captcha), by reference: method and path, no schemas.
 * The storefront's bundle carries no zod (storefront/README.md), and a declaration holds its
 * schemas, so the storefront calls `callEndpoint(transport, endpointRefs.storefront.page, …)`
 * and the call is typed by the declaration at that method and path (`EndpointOf`,
 * ../call-endpoint.ts). Each declaration spreads its reference here, so every path is still
 * written once. Grouped as the declarations are: `endpointRefs.orders.checkout` is
 * `ordersEndpoints.checkout`'s.
 */
import type { EndpointRef } from '../endpoint';

const ref = <const M extends EndpointRef['method'], const Path extends string>(
  method: M,
  path: Path,
): EndpointRef<M, Path> => ({ method, path });

export const endpointRefs = {
  storefront: {
    categories: ref('GET', '/api/storefront/categories'),
    collection: ref('GET', '/api/storefront/collection'),
    globalContent: ref('GET', '/api/storefront/global-content'),
    page: ref('GET', '/api/storefront/page'),
    product: ref('GET', '/api/storefront/product'),
    productsByCollection: ref('GET', '/api/storefront/products-by-collection'),
    search: ref('GET', '/api/storefront/search'),
  },
  orders: {
    checkout: ref('POST', '/api/storefront/checkout'),
    order: ref('GET', '/api/storefront/order'),
    orderPaymentProof: ref('POST', '/api/storefront/order/payment-proof'),
    productPricingShipping: ref('GET', '/api/dashboard/products/product-pricing-shipping'),
  },
  discounts: {
    checkCode: ref('GET', '/api/storefront/discount-code'),
  },
  contact: {
    sendContactEmail: ref('POST', '/api/email/send-contact-email'),
  },
  newsletter: {
    confirm: ref('POST', '/api/storefront/newsletter/confirm'),
    signup: ref('POST', '/api/storefront/newsletter/signup'),
    unsubscribe: ref('POST', '/api/storefront/newsletter/unsubscribe'),
  },
  accounts: {
    requestCode: ref('POST', '/api/storefront/account/code'),
    signIn: ref('POST', '/api/storefront/account/sign-in'),
    session: ref('GET', '/api/storefront/account/session'),
    orders: ref('GET', '/api/storefront/account/orders'),
    signOut: ref('POST', '/api/storefront/account/sign-out'),
    addresses: ref('GET', '/api/storefront/account/addresses'),
    addAddress: ref('POST', '/api/storefront/account/addresses'),
    updateAddress: ref('PUT', '/api/storefront/account/addresses/:addressId'),
    deleteAddress: ref('DELETE', '/api/storefront/account/addresses/:addressId'),
    updateProfile: ref('PUT', '/api/storefront/account/profile'),
    buyAgain: ref('GET', '/api/storefront/account/orders/:orderId/buy-again'),
    invoice: ref('GET', '/api/storefront/account/orders/:orderId/invoice'),
    data: ref('GET', '/api/storefront/account/data'),
    deleteAccount: ref('POST', '/api/storefront/account/delete'),
  },
  checkouts: {
    saveDraft: ref('PUT', '/api/storefront/checkouts/:checkoutId'),
    restore: ref('GET', '/api/storefront/checkouts/:checkoutId/restore'),
    unsubscribe: ref('POST', '/api/storefront/checkouts/unsubscribe'),
  },
  reviews: {
    request: ref('GET', '/api/storefront/reviews/request'),
    submit: ref('POST', '/api/storefront/reviews'),
    photo: ref('POST', '/api/storefront/reviews/photos'),
    product: ref('GET', '/api/storefront/reviews'),
  },
  stockAlerts: {
    subscribe: ref('POST', '/api/storefront/stock-alerts'),
  },
  captcha: {
    challenge: ref('GET', '/api/captcha/challenge'),
    config: ref('GET', '/api/captcha/config'),
  },
};
