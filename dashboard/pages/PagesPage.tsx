/**
 * /dashboard/pages: the store's pages (open in the builder, view on the store, delete), a form
 * to create one, and "Publish all changes" while any draft waits.
 */
import { useQuery } from '@tanstack/react-query';
import { pagesApi } from '../api/pages-api';
import { queryKeys } from '../api/query-keys';
import { CreatePageForm } from '../components/CreatePageForm';
import { PageList } from '../components/PageList';
import { PublishAllChanges } from '../components/PublishAllChanges';
import { useCurrentStore } from '../hooks/use-current-store';
import { IndexPage } from '../kit';

export function PagesPage() {
  const store = useCurrentStore();
  const storeId = store.storeId ?? '';
  const pages = useQuery({
    queryKey: queryKeys.pages(storeId),
    queryFn: ({ signal }) => pagesApi.listPages(storeId, signal),
    enabled: storeId !== '',
  });
  const storeDomain = store.data?.storeDomain;

  return (
    <IndexPage
      title="Pages"
      description="Design each page in the builder; shoppers see a page once you publish it."
      primaryAction={<PublishAllChanges storeId={storeId} pages={pages.data} />}
      data-testid="pages-screen"
    >
      <section className="card" aria-labelledby="pages-heading">
        <h2 id="pages-heading">Your pages</h2>
        <PageList storeId={storeId} storeDomain={storeDomain} pages={pages} />
      </section>
      <section className="card" aria-labelledby="new-page-heading">
        <h2 id="new-page-heading">Create a page</h2>
        <CreatePageForm
          storeId={storeId}
          storeDomain={storeDomain}
          existingSlugs={pages.data?.map((p) => p.slug) ?? null}
        />
      </section>
    </IndexPage>
  );
}
