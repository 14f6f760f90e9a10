/** Every endpoint of the API, one object per area (see ../endpoint.ts). */
import { abandonedCheckoutsEndpoints } from './abandoned-checkouts';
import { accountsEndpoints } from './accounts';
import { analyticsEndpoints } from './analytics';
import { authEndpoints } from './auth';
import { billingEndpoints } from './billing';
import { captchaEndpoints } from './captcha';
import { catalogueEndpoints } from './catalogue';
import { contactEndpoints } from './contact';
import { customersEndpoints } from './customers';
import { discountsEndpoints, taxesEndpoints } from './discounts';
import { domainsEndpoints } from './domains';
import { mediaEndpoints } from './media';
import { newsletterEndpoints } from './newsletter';
import { opsEndpoints } from './ops';
import { ordersEndpoints } from './orders';
import { pagesEndpoints } from './pages';
import { paymentsEndpoints } from './payments';
import { platformEndpoints } from './platform';
import { profileEndpoints } from './profile';
import { reviewsEndpoints } from './reviews';
import { seoEndpoints } from './seo';
import { settingsEndpoints } from './settings';
import { shippingEndpoints } from './shipping';
import { stockAlertsEndpoints } from './stock-alerts';
import { storeEndpoints } from './store';
import { storefrontEndpoints } from './storefront';
import { templatesEndpoints } from './templates';

export { abandonedCheckoutsEndpoints };
export { accountsEndpoints };
export { analyticsEndpoints };
export { authEndpoints };
export { billingEndpoints };
export { captchaEndpoints };
export { catalogueEndpoints };
export { contactEndpoints };
export { customersEndpoints };
export { discountsEndpoints, taxesEndpoints };
export { domainsEndpoints };
export { mediaEndpoints };
export { newsletterEndpoints };
export { opsEndpoints };
export { ordersEndpoints };
export { pagesEndpoints };
export { paymentsEndpoints };
export { platformEndpoints };
export { profileEndpoints };
export { reviewsEndpoints };
export { seoEndpoints };
export { settingsEndpoints };
export { shippingEndpoints };
export { stockAlertsEndpoints };
export { storeEndpoints };
export { storefrontEndpoints };
export { templatesEndpoints };
/** The storefront's zod-free references (method and path) of some of these: ./refs.ts. */
export { endpointRefs } from './refs';

/**
 * Every declared endpoint: the route table must hold exactly these
 * (tests/integration/api-contract.test.ts). Pure, so a bundle that does not read it (the
 * storefront's) drops it and every schema only it reaches.
 */
export const allEndpoints = /* @__PURE__ */ (() => [
  ...Object.values(abandonedCheckoutsEndpoints),
  ...Object.values(accountsEndpoints),
  ...Object.values(analyticsEndpoints),
  ...Object.values(authEndpoints),
  ...Object.values(billingEndpoints),
  ...Object.values(captchaEndpoints),
  ...Object.values(catalogueEndpoints),
  ...Object.values(contactEndpoints),
  ...Object.values(customersEndpoints),
  ...Object.values(discountsEndpoints),
  ...Object.values(taxesEndpoints),
  ...Object.values(domainsEndpoints),
  ...Object.values(mediaEndpoints),
  ...Object.values(newsletterEndpoints),
  ...Object.values(opsEndpoints),
  ...Object.values(ordersEndpoints),
  ...Object.values(pagesEndpoints),
  ...Object.values(paymentsEndpoints),
  ...Object.values(platformEndpoints),
  ...Object.values(profileEndpoints),
  ...Object.values(reviewsEndpoints),
  ...Object.values(seoEndpoints),
  ...Object.values(settingsEndpoints),
  ...Object.values(shippingEndpoints),
  ...Object.values(stockAlertsEndpoints),
  ...Object.values(storeEndpoints),
  ...Object.values(storefrontEndpoints),
  ...Object.values(templatesEndpoints),
])();
