/**
 * "Use this template". A merchant with a selected store confirms (the template writes drafts;
 * the live store changes when they publish), then sees a toast and links to the pages
 * screen (to review, or with "Publish all changes" open). A visitor is sent to sign up first, carrying the template to the new store's form.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'react-toastify';
import { countOf, type ApplyTemplateReply, type TemplateSummary } from '../../shared';
import { queryKeys } from '../api/query-keys';
import { readApiError } from '../api/read-api-error';
import { useCurrentStore } from '../state/use-current-store';
import { ConfirmDialog } from '../kit';
import { publishAllHref } from '../lib/publish-all-words';
import { describeApplied } from './describe-applied';
import { templatesApi } from './templates-api';

export function UseTemplateButton({ template }: { template: TemplateSummary }) {
  const { storeId, data: store, lost } = useCurrentStore();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [applied, setApplied] = useState<ApplyTemplateReply | null>(null);
  const apply = useMutation({
    mutationFn: (id: string) =>
      templatesApi.apply({ storeId: id, templateId: template.templateId }),
    onSuccess: (reply) => {
      setConfirming(false);
      setApplied(reply);
      if (storeId) void queryClient.invalidateQueries({ queryKey: queryKeys.pages(storeId) });
      toast.success(`${template.name} template saved as drafts`);
    },
  });

  if (!storeId || lost) {
    return (
      <div className="template-use">
        <Link
          to={`/signup?template=${encodeURIComponent(template.templateId)}`}
          className="button button-primary"
          data-testid="template-signup"
        >
          Sign up to use this template
        </Link>
        <p className="muted">
          Already selling with us? <Link to="/login">Log in</Link>, open your store and come back
          here.
        </p>
      </div>
    );
  }

  const storeName = store?.name ?? 'your store';
  return (
    <div className="template-use">
      <button
        type="button"
        className="button button-primary"
        onClick={() => {
          apply.reset();
          setConfirming(true);
        }}
        data-testid="template-use"
      >
        Use this template
      </button>
      {applied ? (
        <p role="status" className="template-applied" data-testid="template-applied">
          Saved {describeApplied(applied)} as drafts.{' '}
          <Link to="/dashboard/pages">Review and publish them on the Pages screen</Link>, or{' '}
          <Link to={publishAllHref}>publish them all now</Link>.
        </p>
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title={`Use ${template.name} on ${storeName}?`}
          confirmLabel="Write drafts"
          pendingLabel="Writing drafts…"
          pending={apply.isPending}
          tone="primary"
          error={apply.isError ? readApiError(apply.error).message : null}
          onConfirm={() => apply.mutate(storeId)}
          onCancel={() => setConfirming(false)}
        >
          <p>
            This writes drafts of its {countOf(template.pages.length, 'page', 'pages')} (
            {template.pages.map((p) => p.title).join(', ')}) and of your header and footer. Pages
            you already have keep what shoppers see: your live store changes when you publish, and
            each page you publish keeps its earlier version in its history.
          </p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
