import { formatStoreDateTime, type ComplaintQueue } from '@bookstore/domain';
import { ownerPaths } from '@bookstore/domain/site-paths';
import { Link } from 'react-router-dom';
import { countOf, formatCount } from '../../components/counts';

const HOUR_MS = 60 * 60 * 1000;

/** "3 days", "5 hours": how long a ticket has waited. */
function age(openedAt: string, now = Date.now()): string {
  const hours = Math.max(0, Math.floor((now - Date.parse(openedAt)) / HOUR_MS));
  return hours < 48 ? countOf(hours, 'hour', 'hours') : countOf(Math.floor(hours / 24), 'day', 'days');
}

const late = (missed: boolean) => missed && <span className="font-medium text-red-800"> (late)</span>;

/** The daily queue's Complaints: the open tickets, the month's late ones, and each ticket's age and deadlines. */
export function ComplaintsQueue({ complaints }: { complaints: ComplaintQueue }) {
  return (
    <div className="mt-6 rounded-lg bg-white p-6 shadow-sm" data-testid="queue-complaints">
      <Link to={ownerPaths.complaints} className="owner-tap font-medium text-blue-700 hover:underline">
        Complaints
      </Link>
      <p className="text-sm text-gray-600">
        {formatCount(complaints.open)} open; {countOf(complaints.lateThisMonth, 'ticket', 'tickets')} past a deadline
        this month
      </p>
      <ul className="mt-3 space-y-2 text-sm">
        {complaints.tickets.map((ticket) => (
          <li key={ticket.number}>
            <Link to={ownerPaths.complaint(ticket.number)} className="font-medium text-blue-700 hover:underline">
              {ticket.number}
            </Link>{' '}
            {ticket.subject} ({age(ticket.openedAt)} old). Reply by {formatStoreDateTime(ticket.answerBy)}
            {late(ticket.answerLate)}; resolve by {formatStoreDateTime(ticket.resolveBy)}
            {late(ticket.resolveLate)}.
          </li>
        ))}
      </ul>
    </div>
  );
}
