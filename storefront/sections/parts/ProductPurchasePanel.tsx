/**
 * The product page's purchase panel: the slot where variation pickers, the quantity input,
 * Add to Cart and Buy Now go (spec 2.3, 4, 5 "Product page"; a later issue). For now it lists
 * the product's attribute groups read-only and offers nothing interactive.
 */
import type { AttributeGroupDto, ProductDto } from '../../../shared';

/** Values a colour swatch may paint: a hex colour or a colour name. */
const swatchColor = /^(#[0-9a-f]{3,8}|[a-z]+)$/i;

function AttributeValue({ group, value }: { group: AttributeGroupDto; value: string }) {
  const swatch = group.type === 'color' && swatchColor.test(value.trim());
  return (
    <li className="sf-purchase__value">
      {swatch && (
        <span
          className="sf-purchase__swatch"
          style={{ backgroundColor: value.trim() }}
          aria-hidden="true"
        />
      )}
      {value}
    </li>
  );
}

export function ProductPurchasePanel({ product }: { product: ProductDto }) {
  const groups = product.attributeGroups.filter((g) => g.values.length > 0);
  if (groups.length === 0) return null;
  return (
    <div className="sf-purchase" data-testid="product-purchase-panel">
      {groups.map((group) => (
        <div key={group.name} className="sf-purchase__group" data-testid="attribute-group">
          <h2 className="sf-purchase__label">{group.name}</h2>
          <ul className="sf-purchase__values">
            {group.values.map((value) => (
              <AttributeValue key={value} group={group} value={value} />
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
