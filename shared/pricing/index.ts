/** The pricing engine (README.md): one function from a cart to its lines and totals. */
export * from './arithmetic';
export * from './discount-rules';
export * from './tax-rules';
export * from './tax-regions';
export * from './price-order';
export * from './from-api';
export * from './messages';
export * from './eu-vat-presets';
export * from './total-rows';
