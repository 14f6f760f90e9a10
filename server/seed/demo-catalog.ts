/**
 * The demo store's catalogue: 4 categories, 24 products, some with colour/size variations.
 * Plain data; `seed-demo.ts` writes it. Prices are decimals as the API speaks them.
 */
import type { AttributeGroup } from '../db/schema';

export interface DemoProduct {
  name: string;
  category: string;
  price: number;
  discountPrice?: number;
  stock: number;
  description: string;
  colour: string;
  attributeGroups?: AttributeGroup[];
}

export const demoCategories = [
  { slug: 'apparel', name: 'Apparel', colour: '#2563eb' },
  { slug: 'footwear', name: 'Footwear', colour: '#059669' },
  { slug: 'accessories', name: 'Accessories', colour: '#d97706' },
  { slug: 'home-living', name: 'Home & Living', colour: '#7c3aed' },
] as const;

const colourSize: AttributeGroup[] = [
  { name: 'Colour', type: 'color', values: ['Red', 'Navy', 'White'] },
  { name: 'Size', type: 'select', values: ['S', 'M', 'L'] },
];
const shoeSizes: AttributeGroup[] = [
  { name: 'Colour', type: 'color', values: ['Black', 'White'] },
  { name: 'Size', type: 'select', values: ['40', '41', '42', '43'] },
];

export const demoProducts: DemoProduct[] = [
  {
    name: 'Classic T-Shirt',
    category: 'apparel',
    price: 19.99,
    stock: 0,
    colour: '#ef4444',
    attributeGroups: colourSize,
    description: '<p>A soft cotton <strong>T-Shirt</strong> cut for everyday wear.</p>',
  },
  {
    name: 'Merino Crew Sweater',
    category: 'apparel',
    price: 89,
    discountPrice: 69,
    stock: 14,
    colour: '#1e3a8a',
    description: '<p>Fine merino wool that breathes and keeps warm.</p>',
  },
  {
    name: 'Denim Jacket',
    category: 'apparel',
    price: 120,
    stock: 8,
    colour: '#1d4ed8',
    description: '<p>Rigid denim that softens with every wear.</p>',
  },
  {
    name: 'Linen Shirt',
    category: 'apparel',
    price: 59,
    stock: 0,
    colour: '#e5e7eb',
    attributeGroups: colourSize,
    description: '<p>Washed linen, relaxed fit, made for warm days.</p>',
  },
  {
    name: 'Hooded Sweatshirt',
    category: 'apparel',
    price: 65,
    discountPrice: 49.5,
    stock: 20,
    colour: '#6b7280',
    description: '<p>Brushed fleece inside, clean lines outside.</p>',
  },
  {
    name: 'Rain Parka',
    category: 'apparel',
    price: 180,
    stock: 5,
    colour: '#065f46',
    description: '<p>Seam-sealed and breathable for the wettest commutes.</p>',
  },
  {
    name: 'Canvas Sneakers',
    category: 'footwear',
    price: 75,
    stock: 0,
    colour: '#f9fafb',
    attributeGroups: shoeSizes,
    description: '<p>Vulcanised rubber sole and organic cotton canvas.</p>',
  },
  {
    name: 'Leather Chelsea Boots',
    category: 'footwear',
    price: 210,
    discountPrice: 179,
    stock: 6,
    colour: '#78350f',
    description: '<p>Full-grain leather with elastic side panels.</p>',
  },
  {
    name: 'Trail Running Shoes',
    category: 'footwear',
    price: 140,
    stock: 0,
    colour: '#f97316',
    attributeGroups: shoeSizes,
    description: '<p>Grippy lugs and a cushioned ride for rough paths.</p>',
  },
  {
    name: 'Wool Slippers',
    category: 'footwear',
    price: 45,
    stock: 30,
    colour: '#a8a29e',
    description: '<p>Boiled wool uppers and a felt footbed.</p>',
  },
  {
    name: 'Espadrilles',
    category: 'footwear',
    price: 39,
    stock: 12,
    colour: '#fde68a',
    description: '<p>Jute soles and cotton uppers for summer.</p>',
  },
  {
    name: 'Hiking Sandals',
    category: 'footwear',
    price: 85,
    stock: 9,
    colour: '#4d7c0f',
    description: '<p>Adjustable straps and a contoured footbed.</p>',
  },
  {
    name: 'Leather Wallet',
    category: 'accessories',
    price: 55,
    stock: 25,
    colour: '#92400e',
    description: '<p>Slim bifold in vegetable-tanned leather.</p>',
  },
  {
    name: 'Canvas Tote Bag',
    category: 'accessories',
    price: 29,
    discountPrice: 22,
    stock: 40,
    colour: '#d6d3d1',
    description: '<p>Heavy canvas with an inner pocket.</p>',
  },
  {
    name: 'Aviator Sunglasses',
    category: 'accessories',
    price: 95,
    stock: 11,
    colour: '#111827',
    description: '<p>Polarised lenses in a light metal frame.</p>',
  },
  {
    name: 'Knit Beanie',
    category: 'accessories',
    price: 25,
    stock: 0,
    colour: '#b91c1c',
    attributeGroups: [{ name: 'Colour', type: 'color', values: ['Red', 'Grey'] }],
    description: '<p>Ribbed knit that keeps its shape.</p>',
  },
  {
    name: 'Steel Watch',
    category: 'accessories',
    price: 240,
    stock: 4,
    colour: '#9ca3af',
    description: '<p>Sapphire glass and a 40 mm brushed steel case.</p>',
  },
  {
    name: 'Silk Scarf',
    category: 'accessories',
    price: 70,
    stock: 7,
    colour: '#db2777',
    description: '<p>Hand-rolled edges on printed silk twill.</p>',
  },
  {
    name: 'Ceramic Mug',
    category: 'home-living',
    price: 18,
    stock: 50,
    colour: '#0ea5e9',
    description: '<p>Stoneware mug with a reactive glaze.</p>',
  },
  {
    name: 'Linen Throw Pillow',
    category: 'home-living',
    price: 35,
    discountPrice: 28,
    stock: 16,
    colour: '#fcd34d',
    description: '<p>Stonewashed linen cover with a feather insert.</p>',
  },
  {
    name: 'Scented Candle',
    category: 'home-living',
    price: 32,
    stock: 22,
    colour: '#fb7185',
    description: '<p>Soy wax with cedar and bergamot.</p>',
  },
  {
    name: 'Wool Blanket',
    category: 'home-living',
    price: 150,
    stock: 3,
    colour: '#57534e',
    description: '<p>Woven lambswool, generously sized.</p>',
  },
  {
    name: 'Oak Serving Board',
    category: 'home-living',
    price: 48,
    stock: 10,
    colour: '#a16207',
    description: '<p>Solid oak, oiled by hand.</p>',
  },
  {
    name: 'Glass Carafe',
    category: 'home-living',
    price: 27,
    stock: 18,
    colour: '#67e8f9',
    description: '<p>Mouth-blown borosilicate glass, one litre.</p>',
  },
];
