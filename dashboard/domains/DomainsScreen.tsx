/**
 * /dashboard/domains: where the store lives. Its subdomain on the product's host (change it;
 * the old one redirects for 30 days) and its own custom domain (connect it, the DNS records
 * to create with their live status, check now, remove).
 */
import './domains.css';
import { useQuery } from '@tanstack/react-query';
import { useCurrentStore } from '../state/use-current-store';
import { Card, QueryError, ResourcePage, PagePending } from '../kit';
import { CustomDomainCard } from './CustomDomainCard';
import { domainsQueries } from './domains-queries';
import { SubdomainCard } from './SubdomainCard';

export function DomainsScreen() {
  const storeId = useCurrentStore().storeId ?? '';
  const subdomain = useQuery(domainsQueries.subdomain(storeId));
  if (!subdomain.data) {
    return (
      <PagePending title="Domains" what="your store's address" query={subdomain} testId="domains" />
    );
  }
  return (
    <ResourcePage
      title="Domains"
      backTo="/dashboard"
      backLabel="Dashboard"
      main={
        <>
          <SubdomainCard key={storeId} storeId={storeId} info={subdomain.data} />
          <CustomDomainSection storeId={storeId} />
        </>
      }
      data-testid="domains-screen"
    />
  );
}

/** The custom domain loads on its own: a failure there leaves the subdomain usable. */
function CustomDomainSection({ storeId }: { storeId: string }) {
  const domain = useQuery(domainsQueries.domain(storeId));
  if (domain.isError) {
    return (
      <Card title="Custom domain">
        <QueryError what="your custom domain" query={domain} data-testid="custom-domain-error" />
      </Card>
    );
  }
  if (!domain.data) {
    return (
      <Card title="Custom domain">
        <div aria-busy="true" data-testid="custom-domain-loading">
          <p className="visually-hidden" role="status">
            Loading your custom domain…
          </p>
          <span className="skeleton skeleton-field" aria-hidden="true" />
        </div>
      </Card>
    );
  }
  return <CustomDomainCard key={storeId} storeId={storeId} info={domain.data} />;
}
