/**
 * The pieces every template writes the same way: topbar messages (ids numbered per template),
 * navbar links to the store's own pages, footer columns and image-block pictures.
 */
import type { FooterColumnPreset } from '../../shared';
import { templateImagePath, templateImageSize } from './template-images';

type Link = [label: string, url: string];

/** Topbar messages from `[icon, text]` pairs, with ids `{templateId}-msg-{n}`. */
export function topbarMessages(templateId: string, ...messages: [icon: string, text: string][]) {
  return messages.map(([icon, text], i) => ({ id: `${templateId}-msg-${i + 1}`, icon, text }));
}

/** Navbar links to the store's own pages, opened in the same tab. */
export function internalLinks(...links: Link[]) {
  return links.map(([label, url]) => ({ label, url, type: 'internal', target: '_self' }));
}

/** A footer menu column: its heading and its links. */
export function footerColumn(title: string, ...links: Link[]): FooterColumnPreset {
  return [title, links];
}

/** An image block's picture: the template image's path, its alt text and intrinsic size. */
export function picture(name: string, alt: string) {
  return { src: templateImagePath(name), alt, ...templateImageSize(name) };
}

/** A hero slide's picture background under a dark overlay of `overlayOpacity` (0–1). */
export const pictureSlide = (src: string, overlayOpacity: number) => ({
  backgroundType: 'image',
  backgroundImage: src,
  overlayOpacity,
});
