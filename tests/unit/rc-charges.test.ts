// Hotel charges typed by reception (issue 32): how they are stored, how the manager report reads them (the
// accountant's column when set, else reception's), and how the accountant sum takes them over.
import { describe, expect, it } from 'vitest';
import { splitRow } from '../../src/domain/carry';
import { emptyRow, type InvoiceRow, type RcCharges } from '../../src/domain/invoice-row';
import { reportFromSum } from '../../src/domain/manager-source';
import { chargeOf, keepReceptionCharges, normalRcCharges, takeOverCharges } from '../../src/domain/rc-charges';
import { recomputeRow } from '../../src/domain/row-rules';

const charges = (c: Partial<RcCharges>): RcCharges => ({
  minibar: 0,
  laundry: 0,
  transfer: 0,
  other_hotel: 0,
  other: 0,
  ...c,
});
const hotel = (id: string, over: Partial<InvoiceRow>): InvoiceRow => ({
  ...emptyRow(id),
  HI: id,
  room: '201',
  checkin: '2031-05-08',
  checkout: '2031-05-10',
  room_rate: 1_000_000,
  rate: 1,
  paid: 'Paid',
  ...over,
});
const plan = { rooms: 10, sale: 10_000_000, checkins: 2 };

describe('the manager report reads the charges reception typed', () => {
  it('fills minibar, laundry, rental car (and pick-up), other hotel and other from rcCharges', () => {
    const rows = [
      hotel('101', { rcCharges: charges({ minibar: 80_000, laundry: 120_000 }) }),
      hotel('102', { rcCharges: charges({ minibar: 40_000, transfer: 350_000, other_hotel: 60_000, other: 25_000 }) }),
    ];
    const l = reportFromSum(rows, 5, plan).lines;
    expect(l.minibar).toMatchObject({ customers: 2, vnd: 120_000 });
    expect(l.laundry).toMatchObject({ customers: 1, vnd: 120_000 });
    expect(l.rental_car).toMatchObject({ customers: 1, vnd: 350_000 });
    expect(l.pickup.customers).toBe(1);
    expect(l.other_hotel).toMatchObject({ customers: 1, vnd: 60_000 });
    expect(l.other).toMatchObject({ customers: 1, vnd: 25_000 });
  });

  it("the accountant's column wins when it is set; reception's value counts only where it is empty", () => {
    const row = hotel('103', { minibar: 90_000, rcCharges: charges({ minibar: 50_000, laundry: 30_000 }) });
    expect(chargeOf(row, 'minibar')).toBe(90_000);
    expect(chargeOf(row, 'laundry')).toBe(30_000);
    const l = reportFromSum([row], 5, plan).lines;
    expect(l.minibar).toMatchObject({ customers: 1, vnd: 90_000 });
    expect(l.laundry).toMatchObject({ customers: 1, vnd: 30_000 });
  });

  it('leaves out cancelled rows and rows without charges, as for the columns', () => {
    const rows = [hotel('104', { action: 'CANCEL', rcCharges: charges({ minibar: 70_000 }) }), hotel('105', {})];
    expect(reportFromSum(rows, 5, plan).lines.minibar).toMatchObject({ customers: 0, vnd: 0 });
  });
});

describe('the accountant sum takes a reception row over', () => {
  it('fills the empty charge columns (Other into AzOther) and keeps those already set; sub follows', () => {
    const row = hotel('201', {
      laundry: 45_000,
      rcCharges: charges({ minibar: 80_000, laundry: 120_000, transfer: 350_000, other_hotel: 60_000, other: 5_000 }),
    });
    const taken = recomputeRow(takeOverCharges(row), 5);
    expect(taken).toMatchObject({
      minibar: 80_000,
      laundry: 45_000, // the accountant's value stays
      transfer: 350_000,
      other_hotel: 60_000,
      AzOther: 5_000,
    });
    expect(taken.rcCharges).toEqual(row.rcCharges); // what reception typed stays beside, read-only
    expect(taken.sub).toBe(2_000_000 + 80_000 + 45_000 + 350_000 + 60_000 + 5_000);
  });

  it('changes nothing on a row without reception charges', () => {
    const row = hotel('202', { minibar: 10_000 });
    expect(takeOverCharges(row)).toBe(row);
  });
});

describe('storing them', () => {
  it("rounds to the branch's currency and drops the group when nothing is typed", () => {
    expect(normalRcCharges(hotel('301', { rcCharges: charges({ minibar: 80_000.6 }) }), 5).rcCharges).toEqual(
      charges({ minibar: 80_001 }),
    );
    expect(normalRcCharges(hotel('302', { rcCharges: charges({}) }), 5)).not.toHaveProperty('rcCharges');
    expect(recomputeRow(hotel('303', { rcCharges: charges({ laundry: 1.005 }) }), 11).rcCharges).toEqual(
      charges({ laundry: 1.01 }),
    );
  });

  it('branch 11 has no other-hotel charge', () => {
    const row = normalRcCharges(hotel('304', { rcCharges: charges({ other_hotel: 20, minibar: 3 }) }), 11);
    expect(row.rcCharges).toEqual(charges({ minibar: 3 }));
  });

  it("a split row's second part carries only the room, not the charges", () => {
    const row = hotel('305', { checkin: '2031-05-08', checkout: '2031-05-11', rcCharges: charges({ minibar: 9 }) });
    const split = splitRow(row, '2031-05-10', 'n1', 5);
    expect(split).not.toBeNull();
    const [first, second] = split ?? [row, row];
    expect(first.rcCharges).toEqual(charges({ minibar: 9 }));
    expect(second.rcCharges).toBeUndefined();
  });
});

describe("the accountant sum keeps reception's charges as reception typed them", () => {
  const typed = charges({ minibar: 80_000 });
  const reception = [hotel('401', { rcCharges: typed }), hotel('402', {})];

  it("a save's own charges on a known row are replaced by the stored ones, else the reception sum's", () => {
    const stored = [hotel('401', { rcCharges: charges({ minibar: 70_000 }) })];
    const sent = [
      hotel('401', { rcCharges: charges({ minibar: 1 }) }),
      hotel('402', { rcCharges: charges({ laundry: 5 }) }),
    ];
    const kept = keepReceptionCharges(sent, stored, reception);
    expect(kept[0].rcCharges).toEqual(charges({ minibar: 70_000 })); // the stored version wins
    expect(kept[1]).not.toHaveProperty('rcCharges'); // reception typed none on 402
  });

  it("on the day's first save every row takes the reception sum's", () => {
    const sent = [hotel('401', { rcCharges: charges({ minibar: 999 }) })];
    expect(keepReceptionCharges(sent, [], reception)[0].rcCharges).toEqual(typed);
  });

  it('a row neither has (moved in by the server) keeps its own, unchanged', () => {
    const moved = hotel('w-7', { rcCharges: charges({ transfer: 350_000 }) });
    expect(keepReceptionCharges([moved], [], reception)[0]).toBe(moved);
  });
});
