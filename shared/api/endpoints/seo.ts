/** The seo endpoints (see ../endpoint.ts): each declared once, for the server's route() and the browser's callEndpoint. */
import { endpoint } from '../endpoint';
import {
  addRedirectBodySchema,
  deleteRedirectReplySchema,
  homepageSeoQuerySchema,
  homepageSeoReplySchema,
  redirectParamsSchema,
  redirectsQuerySchema,
  redirectsReplySchema,
  seoOverviewQuerySchema,
  seoOverviewReplySchema,
  seoSettingsReplySchema,
  updateRedirectBodySchema,
  updateSeoSettingsBodySchema,
  urlRedirectSchema,
} from '../seo';

export const seoEndpoints = {
  addRedirect: endpoint({
    method: 'POST',
    path: '/api/dashboard/seo/add-redirect',
    body: addRedirectBodySchema,
    reply: urlRedirectSchema,
    status: 201,
  }),
  deleteRedirect: endpoint({
    method: 'DELETE',
    path: '/api/dashboard/seo/delete-redirect/:storeId/:redirectId',
    params: redirectParamsSchema,
    reply: deleteRedirectReplySchema,
  }),
  getHomepageSeo: endpoint({
    method: 'GET',
    path: '/api/dashboard/page/get-homepage-seo',
    query: homepageSeoQuerySchema,
    reply: homepageSeoReplySchema,
  }),
  overview: endpoint({
    method: 'GET',
    path: '/api/dashboard/seo/overview',
    query: seoOverviewQuerySchema,
    reply: seoOverviewReplySchema,
  }),
  redirects: endpoint({
    method: 'GET',
    path: '/api/dashboard/seo/redirects',
    query: redirectsQuerySchema,
    reply: redirectsReplySchema,
  }),
  updateRedirect: endpoint({
    method: 'PUT',
    path: '/api/dashboard/seo/update-redirect',
    body: updateRedirectBodySchema,
    reply: urlRedirectSchema,
  }),
  updateSettings: endpoint({
    method: 'PUT',
    path: '/api/dashboard/seo/update-settings',
    body: updateSeoSettingsBodySchema,
    reply: seoSettingsReplySchema,
  }),
};
