/** The way back to the shop, under an empty cart and under a placed order. */
export function ContinueShopping() {
  return (
    <p>
      <a className="sf-btn sf-checkout__link-button" href="/shop">
        Continue shopping
      </a>
    </p>
  );
}
