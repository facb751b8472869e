import { formatRupees, formatStoreDate, type Coupon } from '@bookstore/domain';
import { usePageMeta } from '@web/lib/page-meta';
import { AdminTable, CELL, ROW } from '../../components/admin-table';
import { CouponForm } from './coupon-form';
import { useAdminCoupons, useCreateCoupon, usePauseCoupon } from '../api/coupons-api';

/** What a code gives, in a few words. */
function terms(coupon: Coupon): string {
  const what =
    coupon.kind === 'percent'
      ? `${coupon.value}% off${coupon.maxDiscount !== null ? ` (at most ${formatRupees(coupon.maxDiscount)})` : ''}`
      : coupon.kind === 'fixed'
        ? `${formatRupees(coupon.value ?? 0)} off`
        : 'Free shipping';
  const limits = [
    coupon.minSubtotal !== null && `from ${formatRupees(coupon.minSubtotal)}`,
    coupon.validFrom && `from ${formatStoreDate(`${coupon.validFrom}T00:00:00+05:30`)}`,
    coupon.validUntil && `until ${formatStoreDate(`${coupon.validUntil}T00:00:00+05:30`)}`,
    coupon.usesPerPerson !== null && `${coupon.usesPerPerson} per person`,
    coupon.firstOrderOnly && 'first order only',
    coupon.genres && `genres: ${coupon.genres.join(', ')}`,
  ].filter(Boolean);
  return [what, ...limits].join('; ');
}

/** /dashboard/coupons: the codes with their uses and the discount given, a new code, pause. */
export function CouponsPage() {
  usePageMeta('Coupons', 'Coupon codes, their uses and the discount given.');
  const coupons = useAdminCoupons();
  const create = useCreateCoupon();
  const pause = usePauseCoupon();
  return (
    <section className="space-y-8">
      <h1 className="text-2xl font-semibold">Coupons</h1>
      <div>
        <h2 className="mb-2 text-lg font-medium">New code</h2>
        <CouponForm onCreate={(request) => create.mutateAsync(request)} />
      </div>
      <div>
        <h2 className="mb-2 text-lg font-medium">Codes</h2>
        {coupons.isPending ? (
          <p role="status">Loading the codes…</p>
        ) : coupons.error ? (
          <p role="alert">The codes could not be loaded.</p>
        ) : coupons.data.coupons.length === 0 ? (
          <p>No codes yet.</p>
        ) : (
          <AdminTable columns={['Code', 'Terms', 'Uses', 'Discount given', '']} caption="Coupon codes">
            {coupons.data.coupons.map((coupon) => (
              <tr key={coupon.code} className={ROW}>
                <td className={`${CELL} font-mono`}>
                  {coupon.code}
                  {coupon.paused && <span className="ml-2 text-xs text-red-700">paused</span>}
                </td>
                <td className={CELL}>{terms(coupon)}</td>
                <td className={CELL} data-testid={`uses-${coupon.code}`}>
                  {coupon.uses}
                  {coupon.totalUses !== null && ` of ${coupon.totalUses}`}
                </td>
                <td className={CELL}>{formatRupees(coupon.discountGiven)}</td>
                <td className={CELL}>
                  <button
                    type="button"
                    className="text-sm text-blue-700 underline"
                    disabled={pause.isPending}
                    onClick={() => pause.mutate({ code: coupon.code, paused: !coupon.paused })}
                  >
                    {coupon.paused ? 'Resume' : 'Pause'}
                  </button>
                </td>
              </tr>
            ))}
          </AdminTable>
        )}
      </div>
    </section>
  );
}
