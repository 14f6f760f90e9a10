/** `npm run bench`: every benchmark, printing its numbers. Not tests: nothing here fails on speed. */
import { benchColdStart } from './cold-start';

await benchColdStart();
