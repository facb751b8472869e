import * as routes from '@bookstore/domain/api-routes';
import { useQuery } from '@tanstack/react-query';
import { useAdminRequest } from '@web/features/admin/api/admin-request';

const ADMIN_CONNECTION = ['admin', 'connection'] as const;

/**
 * The address the store counts the owner's own request under, and the chain it read it from.
 * Google documents no list of the proxies between the shop's domain and the function, so after a
 * deploy the owner checks here once that the address is their own (decision 019).
 */
export function ConnectionPanel() {
  const request = useAdminRequest();
  const { data, error } = useQuery({
    queryKey: ADMIN_CONNECTION,
    queryFn: ({ signal }) => request(routes.getOwnerConnection, { signal }),
  });
  // Hop 0 is the connection's peer, hop 1 the last X-Forwarded-For entry: the entry counted is
  // `trustedProxyHops` from the socket.
  const counted = data ? data.forwardedFor.length - data.trustedProxyHops : -1;
  return (
    <section
      aria-labelledby="connection-heading"
      className="flex flex-col gap-3 rounded-lg bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="connection-heading" className="text-lg font-semibold">
        Your connection
      </h2>
      {error && <p role="alert">The connection could not be read: {error.message}</p>}
      {data && (
        <>
          <p>
            The store sees your address as <strong>{data.address ?? 'unknown'}</strong>. The limits on sign-ins,
            newsletter sign-ups and stock alerts count each network by this address.
          </p>
          <p className="text-sm text-gray-700">
            Opened on the shop’s own domain, this should be your own public address. If it is an address of Google or
            Firebase, or one you do not recognise, the proxy hop count (TRUSTED_PROXY_HOPS, now {data.trustedProxyHops})
            does not match the deploy: see docs/deployment.md.
          </p>
          <p className="font-medium">The chain it came through (X-Forwarded-For, then the connection itself):</p>
          <ol className="list-decimal pl-6 text-sm break-all">
            {data.forwardedFor.map((entry, index) => (
              <li key={`${index}-${entry}`}>
                {index === counted ? <strong>{entry} (counted as your address)</strong> : entry}
              </li>
            ))}
            <li>{data.peer ?? 'a local socket'} (the connection)</li>
          </ol>
        </>
      )}
    </section>
  );
}
