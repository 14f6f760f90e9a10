/**
 * /dashboard/facebook-ads: the store's Facebook (Meta) pixel. The merchant's task leads: set or
 * change the pixel id (the shared schema's rule and message: 15 or 16 digits; a refused save
 * shows the server's message under the field), remove it after a confirmation, and "Send a
 * test event": the store opens in a new tab in pixel test mode and the first event it sends
 * comes back here as the result. The events the storefront sends, with their parameters
 * (shared/pixel-events.ts), are a reference behind a disclosure.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { toast } from 'react-toastify';
import { PIXEL_TEST_PARAM, setFbPixelBodySchema, type FbPixelReply } from '../../../shared';
import { useCurrentStore } from '../../state/use-current-store';
import {
  bindFields,
  Card,
  ConfirmDialog,
  PagePending,
  samePath,
  StateBadge,
  TextField,
  type BadgeWord,
} from '../../kit';
import { storefrontUrl } from '../../lib/storefront-url';
import { settingsApi } from '../settings-api';
import { settingsKeys, settingsQueries } from '../settings-queries';
import { SettingsFormPage } from '../SettingsFormPage';
import { useSettingsForm } from '../use-settings-form';
import { PixelEventsTable } from './PixelEventsTable';
import { PixelTestCard } from './PixelTestCard';

const TITLE = 'Facebook ads';

/** The screen's badge: whether the store has a pixel. */
const pixelBadges: Record<'on' | 'off', BadgeWord> = {
  on: { label: 'Pixel on', tone: 'success' },
  off: { label: 'No pixel', tone: 'neutral' },
};

interface PixelFormValues {
  fbPixelId: string;
}

const toValues = (reply: FbPixelReply): PixelFormValues => ({ fbPixelId: reply.fbPixelId ?? '' });

export function FacebookAdsScreen() {
  const store = useCurrentStore();
  const storeId = store.storeId ?? '';
  const pixel = useQuery(settingsQueries.fbPixel(storeId));
  if (!pixel.data) {
    return <PagePending title={TITLE} what="your pixel settings" query={pixel} testId="fb-pixel" />;
  }
  return (
    <PixelForm
      key={storeId}
      storeId={storeId}
      storeDomain={store.data?.storeDomain}
      pixel={pixel.data}
    />
  );
}

function PixelForm({
  storeId,
  storeDomain,
  pixel,
}: {
  storeId: string;
  storeDomain: string | undefined;
  pixel: FbPixelReply;
}) {
  const queryClient = useQueryClient();
  const [confirmingRemove, setConfirmingRemove] = useState(false);
  const toBody = useCallback(
    (values: PixelFormValues) => ({ storeId, fbPixelId: values.fbPixelId.trim() }),
    [storeId],
  );
  const {
    form: {
      register,
      reset,
      formState: { errors },
    },
    page,
  } = useSettingsForm({
    settings: pixel,
    schema: setFbPixelBodySchema,
    toValues,
    toBody,
    fieldPath: samePath,
    save: settingsApi.updateFbPixel,
    queryKey: settingsKeys.fbPixel(storeId),
    savedMessage: 'Pixel saved',
  });
  const field = bindFields(register, errors);
  const remove = useMutation({
    mutationFn: () => settingsApi.updateFbPixel({ storeId, fbPixelId: null }),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKeys.fbPixel(storeId), saved);
      reset(toValues(saved));
      setConfirmingRemove(false);
      toast.success('Pixel removed');
    },
  });

  const current = pixel.fbPixelId;
  const testUrl = storeDomain
    ? storefrontUrl(storeDomain, window.location, `/?${PIXEL_TEST_PARAM}=1`)
    : null;

  return (
    <SettingsFormPage
      title={TITLE}
      badge={
        <StateBadge
          word={current ? pixelBadges.on : pixelBadges.off}
          data-testid="fb-pixel-status"
        />
      }
      testId="facebook-ads"
      formTestId="fb-pixel-form"
      failureTitle="The pixel was not saved"
      failureTestId="fb-pixel-error"
      {...page}
      main={
        <>
          <Card title="Meta pixel" data-testid="fb-pixel-card">
            <div className="settings-card-body">
              <p className="settings-summary" data-testid="fb-pixel-summary">
                {current
                  ? `Your store sends its events to pixel ${current}.`
                  : 'No pixel is set: your store sends no events to Meta.'}
              </p>
              <TextField
                label="Pixel id"
                required
                hint="15 or 16 digits, from Meta Events Manager → Data sources → your pixel."
                inputMode="numeric"
                autoComplete="off"
                spellCheck={false}
                maxLength={40}
                data-testid="fb-pixel-id"
                {...field('fbPixelId')}
              />
              {current ? (
                <div>
                  <button
                    type="button"
                    className="button button-danger-outline"
                    onClick={() => {
                      remove.reset();
                      setConfirmingRemove(true);
                    }}
                    data-testid="fb-pixel-remove"
                  >
                    Remove pixel
                  </button>
                </div>
              ) : null}
            </div>
          </Card>
          <PixelTestCard testUrl={testUrl} unsaved={page.dirty} />
          <details className="card pixel-events-reference" data-testid="fb-pixel-events">
            <summary>Which events your store sends</summary>
            <p className="settings-summary">
              Each event carries an event id, so a later server-side integration (the Conversions
              API) can send the same event without counting it twice.
            </p>
            <PixelEventsTable />
          </details>
        </>
      }
    >
      {confirmingRemove && current ? (
        <ConfirmDialog
          title={`Remove pixel ${current}?`}
          confirmLabel="Remove pixel"
          pendingLabel="Removing…"
          mutation={remove}
          onConfirm={() => remove.mutate()}
          onCancel={() => setConfirmingRemove(false)}
        >
          <p>
            Your store stops sending events to Meta at once. Ads optimised on this pixel lose their
            data until you set it again.
          </p>
        </ConfirmDialog>
      ) : null}
    </SettingsFormPage>
  );
}
