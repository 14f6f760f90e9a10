/**
 * The dashboard sidebar: one item per area of spec 2.1's nested /dashboard routes. Adding a
 * product or a category is a button on its list (as on every list); edit-product/:productId,
 * edit-category/:categoryId and the custom page {slug} need an id and are reached from their
 * lists; adminhome leads to the one Home.
 */

export interface NavItem {
  to: string;
  label: string;
}

export interface NavGroup {
  label: string;
  items: NavItem[];
}

export const dashboardNav: NavGroup[] = [
  {
    label: 'Store',
    items: [
      { to: '/dashboard', label: 'Home' },
      { to: '/dashboard/orders', label: 'Orders' },
      { to: '/dashboard/abandoned-checkouts', label: 'Abandoned checkouts' },
      { to: '/dashboard/customers', label: 'Customers' },
      { to: '/dashboard/reviews', label: 'Reviews' },
      { to: '/dashboard/discounts', label: 'Discounts' },
    ],
  },
  {
    label: 'Catalog',
    items: [
      { to: '/dashboard/products', label: 'Products' },
      { to: '/dashboard/categories', label: 'Categories' },
      { to: '/dashboard/media', label: 'Media library' },
    ],
  },
  {
    label: 'Online store',
    items: [
      { to: '/dashboard/pages', label: 'Pages' },
      { to: '/builder', label: 'Builder' },
      { to: '/dashboard/checkout-editor', label: 'Checkout editor' },
      { to: '/dashboard/seo', label: 'SEO' },
      { to: '/dashboard/domains', label: 'Domains' },
    ],
  },
  {
    label: 'Settings',
    items: [
      { to: '/dashboard/store-details', label: 'Store details' },
      { to: '/dashboard/shipping', label: 'Shipping' },
      { to: '/dashboard/payment', label: 'Payment' },
      { to: '/dashboard/taxes', label: 'Taxes' },
      { to: '/dashboard/facebook-ads', label: 'Facebook ads' },
      { to: '/dashboard/profile', label: 'Profile' },
      { to: '/billing', label: 'Billing' },
    ],
  },
];
