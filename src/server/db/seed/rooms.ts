import type { BranchInfo } from '../../../domain/branches';

export interface SeedRoom {
  number: string;
  type: string;
  floor: number;
}

const TYPES = ['Standard', 'Deluxe', 'Executive', 'Suite'];

/** A realistic room list: floors from 2 up, up to 8 rooms a floor, room types rising with the floor. */
export function roomsFor(branch: BranchInfo): SeedRoom[] {
  const perFloor = branch.rooms > 40 ? 8 : 6;
  const rooms: SeedRoom[] = [];
  for (let i = 0; i < branch.rooms; i++) {
    const floor = 2 + Math.floor(i / perFloor);
    const n = (i % perFloor) + 1;
    const floors = Math.ceil(branch.rooms / perFloor);
    const type = TYPES[Math.min(TYPES.length - 1, Math.floor(((floor - 2) / Math.max(1, floors)) * TYPES.length))];
    rooms.push({ number: `${floor}${String(n).padStart(2, '0')}`, type, floor });
  }
  return rooms;
}
