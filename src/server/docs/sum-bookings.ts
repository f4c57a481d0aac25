// The built-in booking source (kernel/bookings.ts): the `bookings` table; where that table holds no
// booking of the branch over the asked span (an installation without it, far-off days), the reception sums
// already sent stand in: each hotel invoice of a sent sum is a stay of its room from check-in to check-out
// at its nightly rate (those carry no channel, language or device).
import { addDays } from '../../domain/dates';
import type { Db } from '../db/connection';
import { bookingOfRow, tableBookingsFor, type Booking, type BookingSource } from '../kernel/bookings';
import { sentSumRows } from './reception';

/** How far after a month a sum can still bill a stay of it: long stays are billed at check-out. */
const BILLED_WITHIN_DAYS = 62;

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

/** The built-in source: the bookings table, or the sent reception sums where the table has nothing for the span. */
export function builtInBookings(db: Db): BookingSource {
  const sums = sentSumBookings(db);
  return {
    async bookingsFor(branchId, from, to) {
      const table = await tableBookingsFor(db, branchId, from, to);
      return table.length ? table : sums.bookingsFor(branchId, from, to);
    },
  };
}
