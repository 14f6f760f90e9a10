/**
 * /dashboard/seo: how the store shows in search engines and when shared. One form for the
 * home page's meta title and description (a search-result preview and live length counters;
 * the lengths are guidance, the schema's maximums are the limits), the social share image
 * (from the media library) and the "hide from search engines" switch; below it the overview
 * of every page, product and category with its warnings, and the store's URL redirects.
 */
import { useQuery } from '@tanstack/react-query';
import { useCallback, useId } from 'react';
import { Controller } from 'react-hook-form';
import {
  SEO_DESCRIPTION_GUIDE,
  SEO_DESCRIPTION_MAX,
  SEO_TITLE_GUIDE,
  SEO_TITLE_MAX,
  homepageSeoFormSchema,
  type HomepageSeoForm,
  type HomepageSeoReply,
} from '../../../shared';
import { pagesApi } from '../../api/pages-api';
import { useCurrentStore } from '../../state/use-current-store';
import {
  Badge,
  bindCountedFields,
  bindFields,
  Card,
  CountedField,
  ImageUrlField,
  LeaveGuard,
  PagePending,
  ResourcePage,
  samePath,
  SaveBar,
  SearchResultPreview,
  truncateForPreview,
} from '../../kit';
import { SaveFailure } from '../SaveFailure';
import { SettingSwitch } from '../SettingSwitch';
import { useSettingsForm } from '../use-settings-form';
import { RedirectsCard } from './RedirectsCard';
import { SeoOverviewCard } from './SeoOverviewCard';
import { seoApi, seoKeys, seoQueries } from './seo-api';
import './seo.css';

const TITLE = 'SEO';

interface Values {
  metaTitle: string;
  metaDescription: string;
  seoImageUrl: string;
  hideFromSearch: boolean;
}

const toValues = (reply: HomepageSeoReply): Values => ({
  metaTitle: reply.metaTitle,
  metaDescription: reply.metaDescription,
  seoImageUrl: reply.seoImageUrl,
  hideFromSearch: reply.hideFromSearch,
});

export function SeoScreen() {
  const store = useCurrentStore();
  const storeId = store.storeId ?? '';
  const homepage = useQuery(seoQueries.homepage(storeId, store.data?.storeDomain));
  const pending = homepage.data ? null : (
    <PagePending
      title={TITLE}
      what="your search settings"
      query={store.isError ? store : homepage}
      testId="seo"
    />
  );
  return (
    pending ?? (
      <HomepageSeoScreen
        key={storeId}
        storeId={storeId}
        homepage={homepage.data as HomepageSeoReply}
      />
    )
  );
}

function HomepageSeoScreen({ storeId, homepage }: { storeId: string; homepage: HomepageSeoReply }) {
  const formId = useId();
  const toBody = useCallback(
    (values: Values): HomepageSeoForm => ({ storeId, pageId: homepage.pageId, ...values }),
    [storeId, homepage.pageId],
  );
  // Two calls, one save: the page's meta fields, then the store's image and switch; each part
  // is idempotent, so a retry after a half-done save is safe.
  const save = useCallback(
    async (body: HomepageSeoForm): Promise<HomepageSeoReply> => {
      const page = await pagesApi.updateSeo({
        storeId: body.storeId,
        pageId: body.pageId,
        metaTitle: body.metaTitle,
        metaDescription: body.metaDescription,
      });
      const settings = await seoApi.updateSettings({
        storeId: body.storeId,
        seoImageUrl: body.seoImageUrl,
        hideFromSearch: body.hideFromSearch,
      });
      return {
        ...homepage,
        metaTitle: page.metaTitle,
        metaDescription: page.metaDescription,
        seoImageUrl: settings.seoImageUrl,
        hideFromSearch: settings.hideFromSearch,
      };
    },
    [homepage],
  );
  const {
    form: {
      register,
      watch,
      control,
      formState: { errors },
    },
    page,
  } = useSettingsForm({
    settings: homepage,
    schema: homepageSeoFormSchema,
    toValues,
    toBody,
    fieldPath: samePath,
    save,
    queryKey: seoKeys.homepage(storeId),
    savedMessage: 'SEO settings saved',
  });
  const field = bindFields(register, errors);
  const counted = bindCountedFields(register, errors, watch);
  const [metaTitle, metaDescription, hidden] = watch([
    'metaTitle',
    'metaDescription',
    'hideFromSearch',
  ]);
  const shownTitle = metaTitle.trim() || homepage.storeName;

  return (
    <>
      <ResourcePage
        title={TITLE}
        backTo="/dashboard"
        backLabel="Dashboard"
        badge={
          homepage.hideFromSearch ? (
            <Badge tone="warning" data-testid="seo-visibility">
              Hidden from search engines
            </Badge>
          ) : (
            <Badge tone="success" data-testid="seo-visibility">
              Visible to search engines
            </Badge>
          )
        }
        banner={
          <SaveFailure
            title="The SEO settings were not saved"
            failure={page.failure}
            data-testid="seo-error"
          />
        }
        main={
          <>
            <form id={formId} noValidate className="seo-form" onSubmit={page.onSubmit}>
              <Card title="Home page in search results" data-testid="seo-home-card">
                <div className="settings-card-body">
                  <SearchResultPreview
                    url={`https://${homepage.storeDomain}`}
                    title={truncateForPreview(shownTitle, SEO_TITLE_GUIDE)}
                    description={truncateForPreview(metaDescription, SEO_DESCRIPTION_GUIDE)}
                    placeholder="Without a description, search engines show text from your home page."
                    data-testid="seo-home-preview"
                  />
                  <CountedField
                    label="Meta title"
                    {...counted('metaTitle')}
                    limit={SEO_TITLE_GUIDE}
                    maxLength={SEO_TITLE_MAX}
                    hint={`Empty: your store's name, “${homepage.storeName}”. About ${SEO_TITLE_GUIDE} characters show in a result.`}
                    data-testid="seo-meta-title"
                    counterTestId="seo-title-count"
                  />
                  <CountedField
                    label="Meta description"
                    {...counted('metaDescription')}
                    limit={SEO_DESCRIPTION_GUIDE}
                    maxLength={SEO_DESCRIPTION_MAX}
                    rows={3}
                    hint={`About ${SEO_DESCRIPTION_GUIDE} characters show in a result.`}
                    data-testid="seo-meta-description"
                    counterTestId="seo-description-count"
                  />
                </div>
              </Card>
              <Card title="Social sharing" data-testid="seo-share-card">
                <div className="settings-card-body">
                  <p className="settings-summary">
                    The picture shown when a link to your store is shared (Facebook, X, messaging
                    apps), for every page that has no picture of its own. 1200 × 630 pixels suits
                    most of them.
                  </p>
                  <Controller
                    control={control}
                    name="seoImageUrl"
                    render={({ field: image }) => (
                      <ImageUrlField
                        name="seoImageUrl"
                        label="Share image"
                        purpose="the share image"
                        value={image.value}
                        onChange={image.onChange}
                        onBlur={image.onBlur}
                        error={errors.seoImageUrl?.message}
                        data-testid="seo-image"
                      />
                    )}
                  />
                </div>
              </Card>
              <Card title="Search engine visibility" data-testid="seo-visibility-card">
                <div className="settings-card-body">
                  <SettingSwitch
                    label="Hide my store from search engines"
                    hint="For a store under construction. Every page tells search engines not to list it (noindex) and robots.txt asks them not to crawl the store. Shoppers with the address can still visit. Turn it off when you open: search engines come back at their own pace."
                    {...field('hideFromSearch')}
                    data-testid="seo-hide"
                  />
                  {hidden ? (
                    <p className="seo-hidden-note" data-testid="seo-hidden-note">
                      While this is on, search engines drop your store from their results.
                    </p>
                  ) : null}
                </div>
              </Card>
            </form>
            <SeoOverviewCard storeId={storeId} />
            <RedirectsCard storeId={storeId} />
          </>
        }
        data-testid="seo-screen"
      />
      <SaveBar formId={formId} dirty={page.dirty} saving={page.saving} onDiscard={page.onDiscard} />
      <LeaveGuard when={page.dirty && !page.saving} />
    </>
  );
}
