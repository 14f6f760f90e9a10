/**
 * The XSS corpus of `xss.spec.ts`: classic filter-evasion payloads after the OWASP XSS Filter
 * Evasion Cheat Sheet and the HTML5 Security Cheatsheet, written into every merchant text field
 * the API takes. Each payload that runs script calls `__xss(n)` (n: its number here), which the
 * spec's init script counts, so an execution is seen even where no dialog could open (a
 * sandboxed iframe); a few classics call `alert`, `confirm` or `prompt` to trip the dialog
 * counter as well.
 * Owns: the list. Not: where the payloads go or how they are detected (the spec).
 */

/** Entity-encodes every character as `&#NN;`. */
const entities = (s: string) => [...s].map((c) => `&#${c.codePointAt(0)};`).join('');

/** Each template gets the call it must make (`__xss(7)`) and answers the payload. */
const templates: ((call: string) => string)[] = [
  // Script elements, plain and filter-evading.
  (x) => `<script>${x}</script>`,
  (x) => `<ScRiPt>${x}</sCrIpT>`,
  (x) => `<scr<script>ipt>${x}</scr</script>ipt>`,
  (x) => `<script src=data:text/javascript,${x}></script>`,
  // Event handlers.
  (x) => `<img src=x onerror=${x}>`,
  (x) => `<svg onload=${x}>`,
  (x) => `<body onload=${x}>`,
  (x) => `<details open ontoggle=${x}>`,
  (x) => `<input autofocus onfocus=${x}>`,
  (x) => `<video><source onerror=${x}></video>`,
  (x) => `<img src=x onerror=${entities(x)}>`,
  () => `<img src=x onerror=alert(1)>`,
  () => `<svg/onload=confirm(1)>`,
  () => `<script>prompt(1)</script>`,
  // Attribute and element breakouts.
  (x) => `"><svg onload=${x}>`,
  (x) => `'><img src=x onerror=${x}>`,
  (x) => `" onmouseover="${x}" autofocus onfocus="${x}`,
  (x) => `</title><script>${x}</script>`,
  (x) => `</textarea><script>${x}</script>`,
  (x) => `</style><script>${x}</script>`,
  (x) => `</noscript><img src=x onerror=${x}>`,
  // The SSR's JSON state script and JSON-LD: closing the script, line separators.
  (x) => `</script><script>${x}</script>`,
  (x) => `\u2028\u2029</script><svg onload=${x}>`,
  (x) => `"}]}</script><script>${x}</script>`,
  // URL schemes (links, images, media, frames).
  (x) => `javascript:${x}`,
  (x) => `JaVaScRiPt:${x}`,
  (x) => ` \tjava\nscript:${x}`,
  (x) => `${entities('javascript:')}${x}`,
  (x) => `data:text/html;base64,${btoa(`<script>${x}</script>`)}`,
  (x) => `data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="${x}"/>`,
  (x) => `/"><img src=x onerror=${x}>`,
  (x) => `https://example.com/"onmouseover="${x}`,
  (x) => `<a href="javascript:${x}">link</a>`,
  (x) => `<a href="${entities('javascript:')}${x}">link</a>`,
  (x) => `<svg><a xlink:href="javascript:${x}"><text y="20">x</text></a></svg>`,
  (x) => `<iframe src="javascript:${x}"></iframe>`,
  (x) => `<iframe srcdoc="<script>parent.${x}</script>"></iframe>`,
  (x) => `<object data="javascript:${x}"></object>`,
  (x) => `<embed src="javascript:${x}">`,
  (x) => `<form action="javascript:${x}"><button>go</button></form>`,
  (x) => `<meta http-equiv="refresh" content="0;url=javascript:${x}">`,
  (x) => `<base href="javascript:${x}//">`,
  // CSS.
  (x) => `<div style="width:expression(${x})">x</div>`,
  (x) => `<div style="background:url('javascript:${x}')">x</div>`,
  (x) => `<style>*{background:url("javascript:${x}")}</style>`,
  (x) => `red;background:url(javascript:${x})`,
  // Mutation XSS (parser differentials) and comments.
  (x) => `<math><mtext><table><mglyph><style><img src=x onerror=${x}>`,
  (x) => `<noscript><p title="</noscript><img src=x onerror=${x}>">`,
  (x) => `<!--<img src="--><img src=x onerror=${x}//">`,
  // Template and script-string injection.
  (x) => `{{constructor.constructor('${x}')()}}`,
  (x) => `\${${x}}`,
  (x) => `';${x};//`,
  (x) => `\\";${x};//`,
];

/** The payloads, in a fixed order; `xssPayloads[i]` calls `__xss(i + 1)`. */
export const xssPayloads: readonly string[] = templates.map((t, i) => t(`__xss(${i + 1})`));
