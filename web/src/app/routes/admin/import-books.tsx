import { paths } from '@bookstore/domain/site-paths';
import { Link } from 'react-router-dom';
import { StepView } from '@web/features/admin/catalog-import/components/import-step-view';
import { useCatalogImport } from '@web/features/admin/catalog-import/hooks/use-catalog-import';
import { usePageMeta } from '@web/lib/page-meta';

/** Manage Books → Import CSV: choose a file, read the preview, confirm, watch it land. */
export function Component() {
  usePageMeta('Import Books', 'Add and update books from a spreadsheet.');
  const { state, choose, confirm, restart } = useCatalogImport();
  return (
    <section aria-labelledby="import-heading" className="rounded-lg bg-white p-4 shadow-sm sm:p-6">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h1 id="import-heading" className="text-xl font-semibold">
          Import Books from CSV
        </h1>
        <Link
          to={paths.dashboard.manageBooks()}
          className="owner-tap text-sm font-medium text-blue-700 hover:underline"
        >
          Back to Manage Books
        </Link>
      </div>
      <StepView state={state} choose={choose} confirm={confirm} restart={restart} />
    </section>
  );
}
