/**
 * Makes an uploaded SVG safe to serve: an allow-list of drawing elements and presentation
 * attributes (sanitize-html in XML mode, names kept case-sensitive), so scripts, event
 * handlers, `foreignObject`, links (their text stays), animation and external references (`href`s other than
 * `#fragment`, `url()` other than `url(#id)`, `@import`) never survive. Refused outright:
 * entity declarations (entity expansion attacks) and embedded `data:` images (librsvg decodes
 * them whole with no pixel limit: a 65 KB SVG held a 20000×20000 PNG and cost 3.4 GB).
 */
import sanitizeHtml from 'sanitize-html';

const SVG_NS = 'http://www.w3.org/2000/svg';
const XLINK_NS = 'http://www.w3.org/1999/xlink';

const allowedTags = [
  'svg',
  'g',
  'defs',
  'title',
  'desc',
  'symbol',
  'use',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'textPath',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
  'pattern',
  'marker',
  'image',
  'style',
  'filter',
  'feBlend',
  'feColorMatrix',
  'feComponentTransfer',
  'feComposite',
  'feConvolveMatrix',
  'feDiffuseLighting',
  'feDisplacementMap',
  'feDistantLight',
  'feDropShadow',
  'feFlood',
  'feFuncA',
  'feFuncB',
  'feFuncG',
  'feFuncR',
  'feGaussianBlur',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feOffset',
  'fePointLight',
  'feSpecularLighting',
  'feSpotLight',
  'feTile',
  'feTurbulence',
];

const allowedAttributes = [
  'id',
  'class',
  'style',
  'transform',
  'viewBox',
  'preserveAspectRatio',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'x2',
  'y1',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'fr',
  'd',
  'points',
  'pathLength',
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'stroke-opacity',
  'opacity',
  'color',
  'display',
  'visibility',
  'overflow',
  'clip-path',
  'clip-rule',
  'clipPathUnits',
  'mask',
  'maskUnits',
  'maskContentUnits',
  'marker-start',
  'marker-mid',
  'marker-end',
  'markerWidth',
  'markerHeight',
  'markerUnits',
  'refX',
  'refY',
  'orient',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'font-variant',
  'text-anchor',
  'dominant-baseline',
  'alignment-baseline',
  'baseline-shift',
  'letter-spacing',
  'word-spacing',
  'text-decoration',
  'textLength',
  'lengthAdjust',
  'startOffset',
  'dx',
  'dy',
  'rotate',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'patternUnits',
  'patternContentUnits',
  'patternTransform',
  'filter',
  'filterUnits',
  'primitiveUnits',
  'in',
  'in2',
  'result',
  'stdDeviation',
  'mode',
  'operator',
  'k1',
  'k2',
  'k3',
  'k4',
  'values',
  'type',
  'tableValues',
  'slope',
  'intercept',
  'amplitude',
  'exponent',
  'flood-color',
  'flood-opacity',
  'lighting-color',
  'baseFrequency',
  'numOctaves',
  'seed',
  'stitchTiles',
  'scale',
  'xChannelSelector',
  'yChannelSelector',
  'radius',
  'order',
  'kernelMatrix',
  'divisor',
  'bias',
  'targetX',
  'targetY',
  'edgeMode',
  'preserveAlpha',
  'surfaceScale',
  'diffuseConstant',
  'specularConstant',
  'specularExponent',
  'azimuth',
  'elevation',
  'pointsAtX',
  'pointsAtY',
  'pointsAtZ',
  'limitingConeAngle',
  'z',
  'color-interpolation',
  'color-interpolation-filters',
  'shape-rendering',
  'text-rendering',
  'image-rendering',
  'vector-effect',
  'paint-order',
  'mix-blend-mode',
  'isolation',
  'version',
  'role',
  'aria-label',
  'aria-hidden',
  'focusable',
  'xml:space',
  'href',
  'xlink:href',
  // Set to the SVG and XLink namespaces on the root, whatever was sent.
  'xmlns',
  'xmlns:xlink',
];

/** Elements dropped with everything inside them. */
const droppedWithContent = new Set([
  'script',
  'foreignObject',
  'iframe',
  'object',
  'embed',
  'audio',
  'video',
  'canvas',
  'handler',
  'listener',
  'animate',
  'animateMotion',
  'animateTransform',
  'set',
  'feImage',
  'cursor',
  'font',
  'font-face',
]);

/** A `data:` URL (entities already decoded by the parser; spaces and case do not hide it). */
const DATA_URL = /^\s*data\s*:/i;

/**
 * CSS (a `style` attribute or element, a presentation attribute) that refers to nothing
 * outside the document: `url()` only to `#fragments`, no `@import`, no escapes that could
 * hide either, no legacy script hooks.
 */
export function isSelfContainedCss(css: string): boolean {
  if (/\\|@import|expression\s*\(|behavior\s*:|-moz-binding|javascript:/i.test(css)) return false;
  for (const match of css.matchAll(/url\s*\(\s*(['"]?)([^)'"]*)\1\s*\)/gi)) {
    if (!match[2]!.trim().startsWith('#')) return false;
  }
  // A url( the pattern above could not read (odd quoting) is refused too.
  const urls = css.match(/url\s*\(/gi)?.length ?? 0;
  const readable = [...css.matchAll(/url\s*\(\s*(['"]?)([^)'"]*)\1\s*\)/gi)].length;
  return urls === readable;
}

/** Why an SVG is refused rather than sanitised. */
export class UnsafeSvgError extends Error {
  override name = 'UnsafeSvgError';
}

const EMBEDDED_IMAGE_REFUSED =
  'SVG files with embedded images are refused: upload the picture itself as a PNG, JPEG or WebP file';

function cleanAttributes(tag: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const out: sanitizeHtml.Attributes = {};
  for (const [name, value] of Object.entries(attribs)) {
    if (name === 'href' || name === 'xlink:href') {
      const v = value.trim();
      if (DATA_URL.test(v)) throw new UnsafeSvgError(EMBEDDED_IMAGE_REFUSED);
      if (v.startsWith('#')) out[name] = v;
      continue;
    }
    if (!isSelfContainedCss(value)) continue;
    out[name] = value;
  }
  delete out.xmlns;
  delete out['xmlns:xlink'];
  if (tag === 'svg') {
    out.xmlns = SVG_NS;
    out['xmlns:xlink'] = XLINK_NS;
  }
  return out;
}

const options: sanitizeHtml.IOptions = {
  allowedTags,
  allowedAttributes: { '*': allowedAttributes },
  // Attribute values are checked by cleanAttributes; sanitize-html's URL scheme check would
  // not understand SVG's `url(#id)` paint references.
  allowedSchemes: [],
  allowedSchemesAppliedToAttributes: [],
  allowVulnerableTags: true, // `style` is allowed; its text is checked by exclusiveFilter
  parser: { xmlMode: true, lowerCaseTags: false, lowerCaseAttributeNames: false },
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'foreignObject'],
  selfClosing: [],
  exclusiveFilter: (frame) =>
    droppedWithContent.has(frame.tag) || (frame.tag === 'style' && !isSelfContainedCss(frame.text)),
  transformTags: {
    '*': (tagName, attribs) => ({ tagName, attribs: cleanAttributes(tagName, attribs) }),
  },
};

/**
 * The safe form of an SVG document's text: everything before the root `<svg>` (XML
 * declaration, comments, doctype) dropped, then the allow-list applied. Throws
 * UnsafeSvgError for entity declarations, an embedded `data:` image, or when no `<svg>` root
 * is left.
 */
export function sanitizeSvg(text: string): string {
  if (/<!ENTITY/i.test(text))
    throw new UnsafeSvgError('SVG files with entity declarations are refused');
  const root = text.search(/<svg[\s>/]/i);
  if (root < 0) throw new UnsafeSvgError('No <svg> root element');
  const clean = sanitizeHtml(text.slice(root), options).trim();
  if (!/^<svg[\s>]/.test(clean)) throw new UnsafeSvgError('No <svg> root element');
  return clean;
}
