/**
 * /dashboard/pages: the store's pages (open in the builder, view on the store, delete), a form
 * to create one, and "Publish all changes" while any draft waits.
 */
import { useQuery } from '@tanstack/react-query';
import { CreatePageForm } from './CreatePageForm';
import { PageList } from './PageList';
import { PublishAllChanges } from './PublishAllChanges';
import { useCurrentStore } from '../state/use-current-store';
import { IndexPage } from '../kit';
import { pageQueries } from '../page-screen';

export function PagesPage() {
  const store = useCurrentStore();
  const storeId = store.storeId ?? '';
  const pages = useQuery(pageQueries.list(storeId));
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
