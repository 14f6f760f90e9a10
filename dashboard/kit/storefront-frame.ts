/**
 * How the dashboard frames a render of the storefront (a page's preview, a template's):
 * sandboxed without `allow-same-origin` (an opaque origin; `allow-scripts` only lets test
 * tools look inside), no referrer, loaded lazily.
 */

/** An iframe's props for a storefront render; a thumbnail's is out of the tab order and hidden. */
export function storefrontFrameProps(thumbnail: boolean) {
  return {
    sandbox: 'allow-scripts',
    referrerPolicy: 'no-referrer',
    loading: 'lazy',
    tabIndex: thumbnail ? -1 : undefined,
    'aria-hidden': thumbnail ? true : undefined,
  } as const;
}
