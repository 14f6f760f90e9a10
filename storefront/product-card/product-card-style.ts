/**
 * Optional product card styling, named like the product grid's props so a grid can pass its
 * props straight through. Every field is optional; unset fields keep the stylesheet's look.
 */
import type { CSSProperties } from 'react';

/** One part of a card, in order: a product grid's card block (hidden ones left out). */
export interface CardPart {
  id: string;
  type: 'productImage' | 'title' | 'rating' | 'price' | 'cardButtons';
  props?: Readonly<Record<string, unknown>>;
}

export interface ProductCardStyle {
  /** The card's parts in order; unset: picture, name, rating, prices, buttons. */
  parts?: readonly CardPart[];
  cardBackground?: string;
  cardBorderColor?: string;
  /** null: the theme's card radius. */
  cardRadius?: number | null;
  cardPadding?: number;
  cardShadow?: boolean;
  contentAlign?: 'left' | 'center' | 'right';
  imageFit?: 'cover' | 'contain';
  imageAspectRatio?: string;
  imageRadius?: number;
  imageBackground?: string;
  productTitleColor?: string;
  productTitleSize?: number;
  productTitleWeight?: string;
  priceColor?: string;
  oldPriceColor?: string;
  priceSize?: number;
  showSaleBadge?: boolean;
  saleBadgeText?: string;
  saleBadgeBackground?: string;
  saleBadgeTextColor?: string;
  showRating?: boolean;
  starColor?: string;
  starSize?: number;
  showBuyButton?: boolean;
  buyButtonText?: string;
  buyButtonBackground?: string;
  buyButtonTextColor?: string;
  /** null: the theme's button radius. */
  buyButtonRadius?: number | null;
  showCartButton?: boolean;
  cartButtonText?: string;
  cartButtonBackground?: string;
  cartButtonTextColor?: string;
  cartButtonBorderColor?: string;
  cartButtonRadius?: number | null;
}

const px = (n: number | null | undefined) => (n === undefined || n === null ? undefined : `${n}px`);
const flexAlign = { left: 'flex-start', center: 'center', right: 'flex-end' } as const;

/** The card's CSS custom properties; unset values are left out so the stylesheet defaults apply. */
export function toProductCardVars(style: ProductCardStyle = {}): CSSProperties {
  const vars: Record<string, string | undefined> = {
    '--sf-card-bg': style.cardBackground,
    '--sf-card-border': style.cardBorderColor,
    '--sf-card-radius': px(style.cardRadius),
    '--sf-card-padding': px(style.cardPadding),
    '--sf-card-shadow': style.cardShadow === false ? 'none' : undefined,
    '--sf-card-align': style.contentAlign,
    '--sf-card-flex-align': style.contentAlign ? flexAlign[style.contentAlign] : undefined,
    '--sf-card-image-fit': style.imageFit,
    '--sf-card-image-ratio': style.imageAspectRatio,
    '--sf-card-image-radius': px(style.imageRadius),
    '--sf-card-image-bg': style.imageBackground,
    '--sf-card-title-color': style.productTitleColor,
    '--sf-card-title-size': px(style.productTitleSize),
    '--sf-card-title-weight': style.productTitleWeight,
    '--sf-card-price-color': style.priceColor,
    '--sf-card-old-price-color': style.oldPriceColor,
    '--sf-card-price-size': px(style.priceSize),
    '--sf-card-badge-bg': style.saleBadgeBackground,
    '--sf-card-badge-color': style.saleBadgeTextColor,
    '--sf-card-buy-bg': style.buyButtonBackground,
    '--sf-card-buy-color': style.buyButtonTextColor,
    '--sf-card-buy-radius': px(style.buyButtonRadius),
    '--sf-card-cart-bg': style.cartButtonBackground,
    '--sf-card-cart-color': style.cartButtonTextColor,
    '--sf-card-cart-border': style.cartButtonBorderColor,
    '--sf-card-cart-radius': px(style.cartButtonRadius),
  };
  return Object.fromEntries(
    Object.entries(vars).filter(([, v]) => v !== undefined),
  ) as CSSProperties;
}

/** The non-visual part of a card style: what to show and the texts. */
export function toProductCardBehaviour(style: ProductCardStyle): ProductCardStyle {
  return {
    parts: style.parts,
    showSaleBadge: style.showSaleBadge,
    saleBadgeText: style.saleBadgeText,
    showRating: style.showRating,
    showBuyButton: style.showBuyButton,
    buyButtonText: style.buyButtonText,
    showCartButton: style.showCartButton,
    cartButtonText: style.cartButtonText,
    starColor: style.starColor,
    starSize: style.starSize,
  };
}
