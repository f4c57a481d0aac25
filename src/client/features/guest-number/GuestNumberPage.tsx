import { IonLabel, IonSegment, IonSegmentButton } from '@ionic/react';
import type { GuestDayAnswer } from '../../../contract/guest-number';
import { capacityRed, GUEST_NUMBER_EMPTY, type GuestPart } from '../../../domain/guest-number';
import { weekdayOf } from '../../lib/i18n/format';
import { useT } from '../../lib/i18n';
import { formatNumber } from '../../../domain/money';
import { AppPage } from '../../shell/AppPage';
import { useWide } from '../../shell/use-wide';
import { MonthToolbar } from '../../ui/MonthToolbar';
import { VirtualCards } from '../../ui/VirtualCards';
import { useNamedMonth, useNamedMonthLoad } from '../../ui/use-named-month';
import { useGuestNumber, type GuestNumberState } from './use-guest-number';
import { reportSubtitle } from '../../ui/PageTitle';
import '../../ui/sheet/sheet.css';
import './guest-number.css';

const MODES = [
  // The spec's button names, keys of the catalog.
  [1, 'Load 1->15'],
  [2, 'Load 16->End'],
  [3, 'Load Month'],
] as const satisfies readonly [GuestPart, string][];

function Capacity({ value }: { value: number }) {
  const red = capacityRed(value);
  return (
    <span className={red ? 'gn-red' : undefined} data-red={red || undefined}>
      {formatNumber(value, 2)}%{red ? ' ▲' : ''}
    </span>
  );
}

const list = (rooms: string[]) => (rooms.length ? rooms.join(', ') : '');

function Toolbar({ s }: { s: GuestNumberState }) {
  return <MonthToolbar picks={s} onLoad={() => void s.load()} loading={s.loading} headingKey="" loadTestId="gn-load" />;
}

function Table({ days, month }: { days: GuestDayAnswer[]; month: string }) {
  const t = useT('guest-number');
  const sum = (k: 'guestNumber' | 'short_time' | 'late_out') => days.reduce((a, d) => a + d[k], 0);
  return (
    <div className="gn-table-wrap">
      <table className="gn-table" data-testid="gn-table">
        <thead>
          <tr>
            <th scope="col">{t('Day')}</th>
            <th scope="col">{t('Stay guests')}</th>
            <th scope="col">{t('Short time')}</th>
            <th scope="col">{t('Late out')}</th>
            <th scope="col">{t('Capacity')}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((d) => (
            <tr key={d.day} data-day={d.day}>
              <th scope="row">
                {weekdayOf(month, d.day)} {d.day}
              </th>
              <td>{d.guestNumber}</td>
              <td>
                {d.short_time} <small>{list(d.list_short)}</small>
              </td>
              <td>
                {d.late_out} <small>{list(d.list_lateOut)}</small>
              </td>
              <td>
                <Capacity value={d.capacity} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('Total')}</th>
            <td>{sum('guestNumber')}</td>
            <td>{sum('short_time')}</td>
            <td>{sum('late_out')}</td>
            <td />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function Cards({ days, month }: { days: GuestDayAnswer[]; month: string }) {
  const t = useT('guest-number');
  return (
    <VirtualCards
      items={days}
      keyOf={(d) => String(d.day)}
      estimate={120}
      testId="gn-cards"
      cardTestId="gn-card"
      keyAttr="day"
      className="rc-cards"
      cardClass={() => 'gn-card'}
    >
      {(d) => (
        <div className="gn-card-body">
          <div className="gn-card-head">
            <strong>
              {weekdayOf(month, d.day)} {d.day}
            </strong>
            <Capacity value={d.capacity} />
          </div>
          <dl>
            <div>
              <dt>{t('Stay guests')}</dt>
              <dd>{d.guestNumber}</dd>
            </div>
            <div>
              <dt>{t('Short time')}</dt>
              <dd>{d.short_time}</dd>
            </div>
            <div>
              <dt>{t('Late out')}</dt>
              <dd>{d.late_out}</dd>
            </div>
          </dl>
          {(d.short_time > 0 || d.late_out > 0) && (
            <p className="gn-lists">
              {d.short_time > 0 && <>{t('Short: {{rooms}}', { rooms: list(d.list_short) })} </>}
              {d.late_out > 0 && <>{t('Late out: {{rooms}}', { rooms: list(d.list_lateOut) })}</>}
            </p>
          )}
        </div>
      )}
    </VirtualCards>
  );
}

/** /guest_number (and /guest_number/:branchReport/:monthReport): guests per day from the reception sums. */
export default function GuestNumberPage() {
  const t = useT('guest-number');
  const named = useNamedMonth();
  const s = useGuestNumber(!!named);
  useNamedMonthLoad(s, named, '/guest_number');
  const wide = useWide();
  const d = s.data;
  return (
    <AppPage title={t('GUESTS')} subtitle={reportSubtitle(d && { branchId: d.branch, month: d.data.month })} fill>
      <Toolbar s={s} />
      <IonSegment
        value={String(s.part)}
        onIonChange={(e) => {
          const p = Number(e.detail.value) as GuestPart;
          s.setPart(p);
          if (d) void s.load(d.branch, s.month, p);
        }}
        className="gn-modes"
      >
        {MODES.map(([p, label]) => (
          <IonSegmentButton key={p} value={String(p)}>
            <IonLabel>{t(label)}</IonLabel>
          </IonSegmentButton>
        ))}
      </IonSegment>
      {!d ? (
        <p className="rc-empty">{t('Pick the branch and the month, then Load Data.')}</p>
      ) : (
        <div className="rc-body">
          <p className="gn-head" data-testid="gn-head">
            <strong>{d.data.branchInformation.name}</strong> · {t('{{n}} rooms', { n: d.data.branchInformation.room })}{' '}
            · {d.data.month}
            {d.stale && ` · ${t('offline copy')}`}
          </p>
          {d.msg === 'null' ? (
            <p className="rc-empty">{t(GUEST_NUMBER_EMPTY)}</p>
          ) : wide ? (
            <Table days={d.data.content} month={d.data.month} />
          ) : (
            <Cards days={d.data.content} month={d.data.month} />
          )}
        </div>
      )}
    </AppPage>
  );
}
