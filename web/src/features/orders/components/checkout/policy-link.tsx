import type { PolicyKind } from '@bookstore/domain';
import { policyPath } from '@bookstore/domain/site-paths';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** Opens in a new tab, so reading a policy mid-checkout never loses what the shopper typed. */
export function PolicyLink({ kind, children }: { kind: PolicyKind; children: ReactNode }) {
  return (
    <Link to={policyPath(kind)} target="_blank" rel="noopener" className="text-blue-700 underline">
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </Link>
  );
}
