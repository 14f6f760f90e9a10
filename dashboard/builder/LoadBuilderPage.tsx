/**
 * The dashboard router's `/builder`: the builder is a page of its own (dashboard/builder/,
 * served at /builder by the server), so a link followed inside the dashboard loads that page
 * in place of this history entry. The builder page applies the login guard itself.
 */
import { useEffect } from 'react';
import { AuthLoadingDialog } from '../guards/AuthLoadingDialog';

export function LoadBuilderPage() {
  useEffect(() => {
    window.location.replace(window.location.href);
  }, []);
  return <AuthLoadingDialog text="Opening the builder…" />;
}
