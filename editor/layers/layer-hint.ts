/**
 * The secondary text of a layer row, so two sections of one type can be told apart.
 * Owns: picking and shortening that text. Not: the row's markup.
 */
import type { Component } from '../../protocol';

/** A short text telling two sections of one type apart: their title, when they have one. */
export function layerHint(component: Component): string {
  const { title, sectionTitle } = component.props;
  const text = typeof title === 'string' && title.trim() ? title : sectionTitle;
  if (typeof text !== 'string') return '';
  const plain = text.replace(/\s+/g, ' ').trim();
  return plain.length > 40 ? `${plain.slice(0, 39)}…` : plain;
}
