import { useIonRouter } from '@ionic/react';
import type { MouseEvent } from 'react';
import { formatAmount } from '../../../domain/money';
import { useT } from '../../lib/i18n';
import type { FindT } from './find-text';
import type { Hit } from './find-bill';

interface Props {
  hits: Hit[];
  branchId: number;
  href: (hit: Hit) => string | null;
}

const invoice = (t: FindT, h: Hit) =>
  h.row.HI ? t('HI {{number}}', { number: h.row.HI }) : h.row.SI ? t('SI {{number}}', { number: h.row.SI }) : '–';
const dayText = (d: string) => d || '–';
/** Check-in → check-out as MM-DD (the year is the search's). */
const stay = (h: Hit) =>
  h.row.checkin || h.row.checkout ? `${dayText(h.row.checkin)} → ${dayText(h.row.checkout)}` : '';

/** The link that opens a hit's sum in the app (a plain link too: it opens in a new tab). */
function OpenLink({ href, label }: { href: string | null; label: string }) {
  const t = useT('find-bill');
  const router = useIonRouter();
  if (!href) return null;
  const open = (e: MouseEvent) => {
    if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    router.push(href, 'forward', 'push');
  };
  return (
    <a href={href} onClick={open} className="fb-open" aria-label={label}>
      {t('Open')}
    </a>
  );
}

/** Tablets: a table of the hits. */
export function HitTable({ hits, branchId, href }: Props) {
  const t = useT('find-bill');
  return (
    <table className="fb-table" data-testid="hit-table">
      <thead>
        <tr>
          <th>{t('Day')}</th>
          <th>{t('Version')}</th>
          <th>{t('HI / SI')}</th>
          <th>{t('Name')}</th>
          <th>{t('Room')}</th>
          <th>{t('Stay')}</th>
          <th>{t('Amount')}</th>
          <th>{t('Sub')}</th>
          <th>{t('Service')}</th>
          <th />
        </tr>
      </thead>
      <tbody>
        {hits.map((h) => (
          <tr key={`${h.day}-${h.version}-${h.row.ID}`} data-testid="hit">
            <td>{h.day}</td>
            <td>{t('v{{version}}', { version: h.version })}</td>
            <td>{invoice(t, h)}</td>
            <td className="fb-name">{h.row.name}</td>
            <td>{h.row.room}</td>
            <td>{stay(h)}</td>
            <td className="fb-num">{formatAmount(h.row.amount, branchId)}</td>
            <td className="fb-num">{formatAmount(h.row.sub, branchId)}</td>
            <td className="fb-num">{formatAmount(h.row.serviceTotal, branchId)}</td>
            <td>
              <OpenLink href={href(h)} label={t('Open {{day}} {{invoice}}', { day: h.day, invoice: invoice(t, h) })} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Phones: one card per hit. */
export function HitCards({ hits, branchId, href }: Props) {
  const t = useT('find-bill');
  return (
    <ul className="fb-cards" data-testid="hit-cards">
      {hits.map((h) => (
        <li key={`${h.day}-${h.version}-${h.row.ID}`} className="fb-card" data-testid="hit">
          <div className="fb-card-top">
            <span className="rc-kind">{invoice(t, h)}</span>
            <span className="fb-day">{t('{{day}} · v{{version}}', { day: h.day, version: h.version })}</span>
            <OpenLink href={href(h)} label={t('Open {{day}} {{invoice}}', { day: h.day, invoice: invoice(t, h) })} />
          </div>
          <div className="rc-name">{h.row.name || t('No name')}</div>
          <div className="rc-line">
            {h.row.room && <span>{t('Room {{room}}', { room: h.row.room })}</span>}
            {stay(h) && <span>{stay(h)}</span>}
          </div>
          <div className="rc-line">
            <span>{t('Amount {{amount}}', { amount: formatAmount(h.row.amount, branchId) })}</span>
            <span>{t('Sub {{amount}}', { amount: formatAmount(h.row.sub, branchId) })}</span>
            <span>{t('Service {{amount}}', { amount: formatAmount(h.row.serviceTotal, branchId) })}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}
