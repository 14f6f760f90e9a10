/**
 * The store details screen's danger zone: "Delete store" opens a dialog where the owner types
 * the store's name in full (the button stays off until it matches); delete-store removes the
 * store and everything it owns, then the merchant goes to choose another store. Staff see why
 * they cannot.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import type { StoreSummary } from '../../../shared';
import { readApiError } from '../../api/read-api-error';
import { storeApi } from '../../api/store-api';
import { CancelButton, Card, Dialog, MutationButton, skipLeaveGuard } from '../../kit';
import { useSessionStore } from '../../state/use-session-store';

export function DeleteStoreCard({ store }: { store: StoreSummary }) {
  const [open, setOpen] = useState(false);
  const owner = store.role === 'owner';
  return (
    <Card title="Danger zone" className="store-danger-zone" data-testid="store-danger-zone">
      <div className="settings-card-body">
        <p className="settings-summary">
          Deleting the store removes its pages, products, orders, customers’ messages, media and
          settings for good. Its address stops answering at once.
        </p>
        {owner ? (
          <div>
            <button
              type="button"
              className="button button-danger-outline"
              onClick={() => setOpen(true)}
              data-testid="delete-store"
            >
              Delete store
            </button>
          </div>
        ) : (
          <p className="muted">Only an owner of the store can delete it.</p>
        )}
      </div>
      {open ? <DeleteStoreDialog store={store} onClose={() => setOpen(false)} /> : null}
    </Card>
  );
}

function DeleteStoreDialog({ store, onClose }: { store: StoreSummary; onClose: () => void }) {
  const inputId = useId();
  const hintId = useId();
  const [typed, setTyped] = useState('');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const clearStoreSelection = useSessionStore((s) => s.clearStoreSelection);
  const remove = useMutation({
    mutationFn: () => storeApi.deleteStore({ storeId: store.storeId, confirmName: typed }),
    onSuccess: () => {
      clearStoreSelection();
      queryClient.removeQueries({ queryKey: ['store', store.storeId] });
      void queryClient.invalidateQueries({ queryKey: ['stores'] });
      void queryClient.invalidateQueries({ queryKey: ['auth'] });
      toast.success(`${store.name} deleted`);
      navigate('/choose-store', { replace: true, state: skipLeaveGuard });
    },
  });
  const matches = typed.trim() === store.name;
  const error = remove.error ? readApiError(remove.error) : null;
  return (
    <Dialog
      title={`Delete ${store.name}?`}
      busy={remove.isPending}
      onCancel={onClose}
      actions={
        <>
          <CancelButton onCancel={onClose} pending={remove.isPending} />
          <MutationButton
            mutation={remove}
            pendingLabel="Deleting…"
            className="button button-danger"
            disabled={!matches}
            data-testid="delete-store-confirm"
          >
            Delete store
          </MutationButton>
        </>
      }
    >
      <p>
        This deletes <strong>{store.name}</strong> and everything in it: pages, products, orders,
        media and settings. It cannot be undone.
      </p>
      <div className="field">
        <label htmlFor={inputId}>Type the store name to confirm</label>
        <p id={hintId} className="field-hint">
          {store.name}
        </p>
        <input
          id={inputId}
          type="text"
          autoComplete="off"
          spellCheck={false}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          aria-describedby={hintId}
          aria-invalid={Boolean(error?.fieldErrors.confirmName)}
          data-testid="delete-store-name"
        />
      </div>
      {error ? (
        <p className="form-error" role="alert" data-testid="delete-store-error">
          {error.fieldErrors.confirmName ?? error.message}
        </p>
      ) : null}
    </Dialog>
  );
}
