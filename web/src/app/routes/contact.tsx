import { lazy, Suspense } from 'react';
import { ContactDetails } from '@web/features/pages/components/contact-details';
import { usePageMeta } from '@web/lib/page-meta';
import { useStoreDetails } from '@web/lib/store-queries';

// The general complaint form, in a chunk of its own after the page's details.
const ComplaintForm = lazy(() =>
  import('@web/features/orders/after-sales/complaint-form').then((module) => ({ default: module.ComplaintForm })),
);

export function Component() {
  usePageMeta('Contact', 'How to reach the shop, its customer care and its grievance officer.');
  const { data: store, isPending, isError } = useStoreDetails();
  return (
    <article className="mx-auto max-w-2xl py-10">
      <h1 className="mb-6 text-3xl font-semibold">Contact</h1>
      {isPending && <p role="status">Loading...</p>}
      {isError && <p role="alert">Could not load the shop’s details. Please try again later.</p>}
      {store && <ContactDetails store={store} />}
      <h2 className="mt-3 text-lg font-semibold">Raise a complaint</h2>
      <Suspense fallback={<p role="status">Loading...</p>}>
        <ComplaintForm />
      </Suspense>
    </article>
  );
}
