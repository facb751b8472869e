import { categoryLabel, type GenreSales } from '@bookstore/domain';
import { countOf } from '../../components/counts';
import { OverviewPanel } from './overview-panel';

/**
 * Where the specification's 'Students by type of studying' panel showed the word Chart: copies
 * sold per genre, most first, as bars of plain HTML (no chart library: the overview loads
 * chart.js only on wide screens, for the monthly revenue). Each bar's length is relative to the
 * best-selling genre's; the figure beside it is the real count.
 */
export function SalesByGenrePanel({ genres }: { genres: GenreSales[] }) {
  const most = Math.max(1, ...genres.map((genre) => genre.copies));
  return (
    <OverviewPanel title="Sales by genre" testId="sales-by-genre">
      <p className="mb-4 text-sm text-gray-600">
        Copies sold of the books in the catalog, cancelled and returned orders left out.
      </p>
      {genres.length === 0 ? (
        <p className="text-gray-700">No copies sold yet.</p>
      ) : (
        <ul className="space-y-2">
          {genres.map((genre) => (
            <li key={genre.category}>
              <div className="flex justify-between gap-4 text-sm">
                <span>{categoryLabel(genre.category)}</span>
                <span className="font-medium">{countOf(genre.copies, 'copy', 'copies')}</span>
              </div>
              <div className="mt-1 h-3 rounded bg-gray-100" aria-hidden="true">
                <div className="h-3 rounded bg-green-700" style={{ width: `${(genre.copies / most) * 100}%` }} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </OverviewPanel>
  );
}
