/** What the server loads for one store page, in process, before rendering it. */
export interface StorefrontProduct {
  id: string;
  name: string;
  slug: string;
  price: number;
  discountPrice: number;
  productImage: string;
  categorySlugs: string[];
}

export interface StorefrontCategory {
  id: string;
  name: string;
  slug: string;
  image: string;
}

export interface StorefrontSection {
  id: string;
  type: string;
  variant?: string;
  props: Record<string, unknown>;
}

export interface StorefrontPageData {
  store: { id: string; name: string; currency: string };
  page: {
    title: string;
    metaTitle: string;
    metaDescription: string;
    sections: StorefrontSection[];
  };
  products: StorefrontProduct[];
  categories: StorefrontCategory[];
}
