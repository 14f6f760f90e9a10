/** The storefront endpoints (see ../endpoint.ts): each declared once, for the server's route() and the browser's callEndpoint. */
import { z } from 'zod';
import { endpoint } from '../endpoint';
import { endpointRefs } from './refs';
import {
  categoryDtoSchema,
  collectionDtoSchema,
  fetchProductsReplySchema,
  globalContentDtoSchema,
  pageByDomainReplySchema,
  pageDtoSchema,
  productDtoSchema,
  searchResultDtoSchema,
} from '../storefront';
import {
  specStorefrontQuerySchemas,
  storeIdQuery,
  storefrontQuerySchemas,
} from '../storefront-input';

export const storefrontEndpoints = {
  categories: endpoint({
    ...endpointRefs.storefront.categories,
    query: storeIdQuery,
    reply: z.array(categoryDtoSchema),
  }),
  collection: endpoint({
    ...endpointRefs.storefront.collection,
    query: storefrontQuerySchemas.collection,
    reply: collectionDtoSchema,
  }),
  fetchByStoreidSlug: endpoint({
    method: 'GET',
    path: '/api/dashboard/products/fetch-by-storeid-slug',
    query: specStorefrontQuerySchemas.productByStoreId,
    reply: productDtoSchema,
  }),
  fetchCategories: endpoint({
    method: 'GET',
    path: '/api/dashboard/category/fetch-categories',
    query: storeIdQuery,
    reply: z.array(categoryDtoSchema),
  }),
  fetchCollection: endpoint({
    method: 'GET',
    path: '/api/dashboard/category/fetch-collection',
    query: specStorefrontQuerySchemas.collection,
    reply: collectionDtoSchema,
  }),
  fetchProductByDomain: endpoint({
    method: 'GET',
    path: '/api/dashboard/products/fetch-product-by-domain',
    query: specStorefrontQuerySchemas.productByDomain,
    reply: productDtoSchema,
  }),
  fetchProducts: endpoint({
    method: 'GET',
    path: '/api/dashboard/products/fetch-products',
    query: specStorefrontQuerySchemas.products,
    reply: fetchProductsReplySchema,
  }),
  fetchProductsByCollection: endpoint({
    method: 'GET',
    path: '/api/dashboard/products/fetch-products-by-collection',
    query: specStorefrontQuerySchemas.productsByCollection,
    reply: z.array(productDtoSchema),
  }),
  fetchSearchedProducts: endpoint({
    method: 'GET',
    path: '/api/dashboard/products/fetch-searched-products',
    query: specStorefrontQuerySchemas.searched,
    reply: searchResultDtoSchema,
  }),
  getPageByDomain: endpoint({
    method: 'GET',
    path: '/api/dashboard/page/get-page-by-domain',
    query: specStorefrontQuerySchemas.pageByDomain,
    reply: pageByDomainReplySchema,
  }),
  getPageGlobalContent: endpoint({
    method: 'GET',
    path: '/api/dashboard/page/get-page-global-content',
    query: specStorefrontQuerySchemas.storeDomain,
    reply: globalContentDtoSchema,
  }),
  globalContent: endpoint({
    ...endpointRefs.storefront.globalContent,
    query: storeIdQuery,
    reply: globalContentDtoSchema,
  }),
  page: endpoint({
    ...endpointRefs.storefront.page,
    query: storefrontQuerySchemas.page,
    reply: pageDtoSchema,
  }),
  product: endpoint({
    ...endpointRefs.storefront.product,
    query: storefrontQuerySchemas.product,
    reply: productDtoSchema,
  }),
  productsByCollection: endpoint({
    ...endpointRefs.storefront.productsByCollection,
    query: storefrontQuerySchemas.productsByCollection,
    reply: z.array(productDtoSchema),
  }),
  search: endpoint({
    ...endpointRefs.storefront.search,
    query: storefrontQuerySchemas.search,
    reply: searchResultDtoSchema,
  }),
};
