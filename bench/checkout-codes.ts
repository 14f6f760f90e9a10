/** The codes the checkout bench's server adds (bench/checkout-server.ts) and its shoppers type. */
export const BENCH_CODES = { open: 'BENCH10', limited: 'RUSH10' } as const;
