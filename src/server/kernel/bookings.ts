// The hotels' booking system ("Moja" in the customer's old notes) as a small adapter, like the PMS one
// (kernel/pms.ts): the expected plan's take_data_from_moja imports stays through it, and the dashboards
// read their booking counts through it. The built-in source (docs/sum-bookings.ts) reads the `bookings`
// table (the booking system's bookings; the demo seed fills it for every branch), with the sent reception
// sums standing in where that table holds nothing.
// A real booking feed plugs in by implementing BookingSource (an HTTP client of the booking API mapping
// the bookings of the branch's `systemCode` to Booking) and passing it as `buildApp(config, { bookings })`.
import type { InvoiceRow } from '../../domain/invoice-row';
import { roundTo } from '../../domain/money';
import type { Db } from '../db/connection';
import type { BookingTable } from '../db/schema';

/** One booking of a room. */
export interface Booking {
  id: string;
  room: string;
  checkin: string;
  checkout: string;
  /** Per night, in the branch's currency (USD for branch 11, VND elsewhere). */
  rate: number;
  guestName: string;
  company: string;
  /** Where the booking came from (OTA name, website, app, walk-in, ...): '' when unknown. */
  channel: string;
  /** Guest language (ja, en, vi, ko) and booking device (pc, phone, tablet, app): '' when unknown. */
  language: string;
  device: string;
  cancelled: boolean;
  /** Dashboard flags (absent = false): pick-up / drop-off asked, on the waiting list, booked by a member, a female guest. */
  pickUp?: boolean;
  dropOff?: boolean;
  waitingList?: boolean;
  membership?: boolean;
  female?: boolean;
  /** The day the booking was made ('' or absent when unknown). */
  createdAt?: string;
}

export interface BookingSource {
  /** Bookings of the branch whose stay overlaps [from, to] (days, inclusive). */
  bookingsFor(branchId: number, from: string, to: string): Promise<Booking[]>;
}

const SKIPPED = /CANCEL|NO\s*SHOW|CHECK\s*IN/i;

/** A hotel invoice row of a sent sum as a booking (null for rows that are no stay). */
export function bookingOfRow(row: InvoiceRow, branchId: number): Booking | null {
  if (!row.HI.trim() || !row.room.trim() || !row.checkin || !row.checkout || row.checkout <= row.checkin) return null;
  if (row.paid === 'Delete') return null;
  const perNight = row.unit_price > 0 ? row.unit_price : row.room_rate * (branchId === 11 ? 1 : row.rate || 1);
  return {
    id: row.HI.trim(),
    room: row.room.trim(),
    checkin: row.checkin,
    checkout: row.checkout,
    rate: roundTo(perNight, branchId === 11 ? 2 : 0),
    guestName: row.name,
    company: row.company,
    channel: row.company ? 'company' : '',
    language: '',
    device: '',
    cancelled: SKIPPED.test(row.action),
  };
}

type BookingRow = Omit<BookingTable, 'id' | 'branch_id'>;

/** A row of the bookings table as a Booking. */
export function bookingOfTableRow(r: BookingRow): Booking {
  return {
    id: r.code,
    room: r.room,
    checkin: r.checkin,
    checkout: r.checkout,
    rate: r.rate,
    guestName: r.guest_name,
    company: r.company,
    channel: r.channel,
    language: r.language,
    device: r.device,
    cancelled: r.cancelled === 1,
    pickUp: r.pick_up === 1,
    dropOff: r.drop_off === 1,
    waitingList: r.waiting_list === 1,
    membership: r.membership === 1,
    female: r.female === 1,
    createdAt: r.created_at,
  };
}

/** Bookings of the table whose stay overlaps [from, to]. */
export async function tableBookingsFor(db: Db, branchId: number, from: string, to: string): Promise<Booking[]> {
  const rows = await db
    .selectFrom('bookings')
    .select([
      'code',
      'room',
      'checkin',
      'checkout',
      'rate',
      'guest_name',
      'company',
      'channel',
      'language',
      'device',
      'pick_up',
      'drop_off',
      'waiting_list',
      'cancelled',
      'membership',
      'female',
      'created_at',
    ])
    .where('branch_id', '=', branchId)
    .where('checkout', '>', from)
    .where('checkin', '<=', to)
    .orderBy('checkin')
    .orderBy('id')
    .execute();
  return rows.map(bookingOfTableRow);
}
