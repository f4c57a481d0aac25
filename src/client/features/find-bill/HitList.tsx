import { useIonRouter } from '@ionic/react';
import type { MouseEvent } from 'react';
import { formatAmount } from '../../../domain/money';
import type { Hit } from './find-bill';

interface Props {
  hits: Hit[];
  branchId: number;
  href: (hit: Hit) => string | null;
}

const invoice = (h: Hit) => (h.row.HI ? `HI ${h.row.HI}` : h.row.SI ? `SI ${h.row.SI}` : '–');
const dayText = (d: string) => d || '–';
/** Check-in → check-out as MM-DD (the year is the search's). */
const stay = (h: Hit) =>
  h.row.checkin || h.row.checkout ? `${dayText(h.row.checkin)} → ${dayText(h.row.checkout)}` : '';

/** The link that opens a hit's sum in the app (a plain link too: it opens in a new tab). */
function OpenLink({ href, label }: { href: string | null; label: string }) {
  const router = useIonRouter();
  if (!href) return null;
  const open = (e: MouseEvent) => {
    if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    router.push(href, 'forward', 'push');
  };
  return (
    <a href={href} onClick={open} className="fb-open" aria-label={label}>
      Open
    </a>
  );
}

/** Tablets: a table of the hits. */
export function HitTable({ hits, branchId, href }: Props) {
  return (
    <table className="fb-table" data-testid="hit-table">
      <thead>
        <tr>
          <th>Day</th>
          <th>Version</th>
          <th>HI / SI</th>
          <th>Name</th>
          <th>Room</th>
          <th>Stay</th>
          <th>Amount</th>
          <th>Sub</th>
          <th>Service</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {hits.map((h) => (
          <tr key={`${h.day}-${h.version}-${h.row.ID}`} data-testid="hit">
            <td>{h.day}</td>
            <td>v{h.version}</td>
            <td>{invoice(h)}</td>
            <td className="fb-name">{h.row.name}</td>
            <td>{h.row.room}</td>
            <td>{stay(h)}</td>
            <td className="fb-num">{formatAmount(h.row.amount, branchId)}</td>
            <td className="fb-num">{formatAmount(h.row.sub, branchId)}</td>
            <td className="fb-num">{formatAmount(h.row.serviceTotal, branchId)}</td>
            <td>
              <OpenLink href={href(h)} label={`Open ${h.day} ${invoice(h)}`} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Phones: one card per hit. */
export function HitCards({ hits, branchId, href }: Props) {
  return (
    <ul className="fb-cards" data-testid="hit-cards">
      {hits.map((h) => (
        <li key={`${h.day}-${h.version}-${h.row.ID}`} className="fb-card" data-testid="hit">
          <div className="fb-card-top">
            <span className="rc-kind">{invoice(h)}</span>
            <span className="fb-day">
              {h.day} · v{h.version}
            </span>
            <OpenLink href={href(h)} label={`Open ${h.day} ${invoice(h)}`} />
          </div>
          <div className="rc-name">{h.row.name || 'No name'}</div>
          <div className="rc-line">
            {h.row.room && <span>Room {h.row.room}</span>}
            {stay(h) && <span>{stay(h)}</span>}
          </div>
          <div className="rc-line">
            <span>Amount {formatAmount(h.row.amount, branchId)}</span>
            <span>Sub {formatAmount(h.row.sub, branchId)}</span>
            <span>Service {formatAmount(h.row.serviceTotal, branchId)}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}
