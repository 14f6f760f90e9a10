/**
 * /choose-store (login guard, no store required): the merchant's stores to open, and a form
 * to create a new one. Either way the store becomes the selected store and /dashboard opens.
 */
import { CreateStoreForm } from './CreateStoreForm';
import { StoreList } from './StoreList';
import { useAuthPayload } from '../guards/use-auth-payload';

export function ChooseStorePage() {
  const auth = useAuthPayload();
  return (
    <div className="choose-store" data-testid="choose-store">
      <h1>Choose a store</h1>
      <p className="muted">Hello {auth.name}, pick the store you want to work on.</p>
      <section className="card" aria-labelledby="your-stores">
        <h2 id="your-stores">Your stores</h2>
        <StoreList userId={auth.userId} />
      </section>
      <section className="card" aria-labelledby="new-store">
        <h2 id="new-store">Create a new store</h2>
        <CreateStoreForm />
      </section>
    </div>
  );
}
