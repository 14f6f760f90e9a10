/** `npm run bench`: every benchmark, printing its numbers. Not tests: nothing here fails on speed. */
import { benchColdStart } from './cold-start';
import { benchStorefront } from './storefront';

const only = process.argv[2];
if (!only || only === 'start') await benchColdStart();
if (!only || only === 'storefront') await benchStorefront();
