/**
 * The import-boundary check: the layer table of ARCHITECTURE.md as rules. CI fails on any
 * violation. Each folder lists what it may import; everything else is forbidden.
 */
const layers = {
  shared: [],
  protocol: ['shared'],
  storefront: ['shared'],
  canvas: ['storefront', 'protocol', 'shared'],
  editor: ['protocol', 'shared'],
  dashboard: ['editor', 'shared'],
  server: ['shared', 'storefront'],
};
const all = Object.keys(layers);

/**
 * The browser modules two apps share: the captcha widget's mounter, which the dashboard's
 * platform contact page loads on demand too (the same lazy chunk as the storefront's form),
 * and the captcha's slot in a form that loads it.
 */
const sharedBrowserModules = {
  dashboard: '^storefront/captcha/(mount-captcha\\.ts|CaptchaSlot\\.tsx)$',
};

/**
 * Shared modules outside the index, each imported by its own path: large data a screen loads
 * on demand, so no bundle that imports the index carries it (the ISO 3166-2 regions).
 */
const sharedOnDemandModules = ['^shared/regions\\.ts$'];

const forbidden = Object.entries(layers).map(([from, allowed]) => {
  const banned = all.filter((l) => l !== from && !allowed.includes(l));
  const exception = sharedBrowserModules[from];
  return {
    name: `${from}-layer`,
    comment: `${from}/ may import only: ${allowed.join(', ') || 'nothing of ours'} (ARCHITECTURE.md)`,
    severity: 'error',
    from: { path: `^${from}/` },
    to: { path: `^(${banned.join('|')})/`, ...(exception ? { pathNot: exception } : {}) },
  };
});

/**
 * The folders whose sub-folders may not import one another around a loop (issue 25): a
 * dependency between two folders runs one way only. No allow-list. Scope `folder`: a folder
 * holds every module beneath it, so a parent's own files (server/app.ts, the composition
 * root) may import its sub-folders, and a cycle through a sub-folder counts.
 */
const acyclicFolders = ['server', 'storefront', 'dashboard', 'editor'];

module.exports = {
  forbidden: [
    ...forbidden,
    {
      name: 'no-folder-cycles',
      comment:
        'Folders may not depend on each other in a cycle: move the shared piece down (a lib/ floor) or the orchestration up into a folder of its own (issue 25)',
      severity: 'error',
      scope: 'folder',
      from: { path: `^(${acyclicFolders.join('|')})/` },
      to: { circular: true },
    },
    {
      name: 'shared-is-pure',
      comment: 'shared/ has no node:* imports, no database and no DOM-only packages (STYLE.md)',
      severity: 'error',
      from: { path: '^shared/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'server-uses-storefront-index-only',
      comment: 'server/ imports the storefront only through its SSR entry (storefront/index.ts)',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^storefront/', pathNot: '^storefront/index\\.ts$' },
    },
    {
      name: 'no-deep-imports-across-folders',
      comment: 'Cross-folder imports go through the folder index.ts (STYLE.md)',
      severity: 'error',
      from: { path: '^(protocol|storefront|canvas|editor|dashboard|server)/' },
      to: {
        path: '^(shared|protocol|storefront|editor)/(?!index\\.ts$)',
        pathNot: ['^$1/', ...Object.values(sharedBrowserModules), ...sharedOnDemandModules],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(node_modules|dist|\\.test\\.tsx?$)' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};
