/**
 * Sends the browser to the card payment provider's page (`redirectUrl`) for an order just
 * placed. First the checkout's history entry becomes the order's confirmation (`returnPath`),
 * without the router noticing (the form stays on screen, "Redirecting…"): Back from the
 * provider's page lands on the order — to pay again or see it paid — not on an emptied
 * checkout. The cart is emptied as the page is left (`onLeave`), so it shows its lines until
 * then; a page the browser restores from its back/forward cache reloads as that confirmation.
 */
export function leaveForPayment(redirectUrl: string, returnPath: string, onLeave: () => void) {
  window.history.replaceState(window.history.state, '', returnPath);
  window.addEventListener('pagehide', onLeave, { once: true });
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) window.location.reload();
  });
  window.location.assign(redirectUrl);
}
