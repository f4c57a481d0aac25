// The hotels' booking system ("Moja" in the old documents) as a small adapter, like the PMS one
// (kernel/pms.ts): the expected plan's take_data_from_moja imports stays through it, and the dashboards
// read their booking counts through it. The built-in source is fed from the reception sums already sent:
// each hotel invoice of a sent sum is a stay of its room from check-in to check-out at its nightly rate.
// A real booking feed plugs in by implementing BookingSource (an HTTP client of the booking API mapping
// the bookings of the branch's `systemCode` to Booking) and passing it as `buildApp(config, { bookings })`.
import { addDays } from '../../domain/dates';
import type { InvoiceRow } from '../../domain/invoice-row';
import { roundTo } from '../../domain/money';
import type { Db } from '../db/connection';
import { sentSumRows } from './reception-rows';

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
}

export interface BookingSource {
  /** Bookings of the branch whose stay overlaps [from, to] (days, inclusive). */
  bookingsFor(branchId: number, from: string, to: string): Promise<Booking[]>;
}

const SKIPPED = /CANCEL|NO\s*SHOW|CHECK\s*IN/i;
/** How far after a month a sum can still bill a stay of it: long stays are billed at check-out. */
const BILLED_WITHIN_DAYS = 62;

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

/** The built-in source: hotel invoices of the latest sent version of each day's reception sum. */
export function sentSumBookings(db: Db): BookingSource {
  return {
    async bookingsFor(branchId, from, to) {
      const out = new Map<string, Booking>();
      for (const row of await sentSumRows(db, branchId, from, addDays(to, BILLED_WITHIN_DAYS))) {
        const b = bookingOfRow(row, branchId);
        if (b && b.checkout > from && b.checkin <= to) out.set(`${b.id}|${b.room}`, b);
      }
      return [...out.values()];
    },
  };
}
