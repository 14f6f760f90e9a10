/** A simple self-hosted product picture (SVG): a tinted card with the product's initials. */
export function productImageSvg(name: string, colour: string): string {
  const safe = name.replace(/[<>&"]/g, '');
  const initials = safe
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="640" viewBox="0 0 640 640" role="img" aria-label="${safe}">
<rect width="640" height="640" fill="#f3f4f6"/><circle cx="320" cy="290" r="170" fill="${colour}"/>
<text x="320" y="330" font-family="system-ui,sans-serif" font-size="120" font-weight="700" text-anchor="middle" fill="#ffffff">${initials}</text>
<text x="320" y="560" font-family="system-ui,sans-serif" font-size="40" text-anchor="middle" fill="#374151">${safe}</text></svg>`;
}
