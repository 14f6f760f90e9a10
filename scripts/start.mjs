// `npm start`: builds the browser bundles when they are missing or older than their sources,
// then runs the server (TypeScript through tsx, in this same process).
import { register } from 'tsx/esm/api';
import { buildClientIfStale } from './client-build.mjs';

// React and friends pick their production builds from this; `npm run dev` leaves it unset.
process.env.NODE_ENV ??= 'production';
await buildClientIfStale();
register();
await import('../server/main.ts');
