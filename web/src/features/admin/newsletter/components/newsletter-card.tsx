import { useDownloadSubscribers } from '../api/download-subscribers';
import { useNewsletterStats } from '../api/newsletter-stats';

/** The newsletter on the owner's overview: the confirmed subscribers, and the list as a file. */
export function NewsletterCard() {
  const stats = useNewsletterStats();
  const download = useDownloadSubscribers();
  const count = stats.isPending ? '…' : stats.isError ? 'Could not be loaded.' : stats.data.subscribers;
  return (
    <section aria-labelledby="newsletter-heading" className="mt-8 rounded-lg bg-white p-6 shadow-sm">
      <h2 id="newsletter-heading" className="mb-4 text-lg font-semibold">
        Newsletter
      </h2>
      <p className="mb-4 text-gray-700">
        Confirmed subscribers:{' '}
        <span className="font-semibold" data-testid="stat-subscribers">
          {count}
        </span>
      </p>
      <button type="button" className="btn-primary" disabled={download.isPending} onClick={() => download.mutate()}>
        Download CSV
      </button>
      <p role="status" className="mt-2 text-sm text-red-700">
        {download.isError ? `The list could not be downloaded: ${download.error.message}` : ''}
      </p>
    </section>
  );
}
