import { useEffect, useState } from 'react';
import type { Room } from '../../contract/branch';
import { cachedGet } from './cache';

// Lookups every screen may need, read network-first and kept on the device for offline starts.
export type CardTitle = { key: string; name: string };

const roomsPath = (branch?: number) => `/branch/get_list_room/${branch ? `?branch=${branch}` : ''}`;

/** Reads the lookups once after sign-in so an offline start has them (the area list only for roles that pick branches). */
export function warmLookups(picksBranches: boolean): void {
  if (picksBranches) void cachedGet('/branch/get_area');
  void cachedGet(roomsPath());
  void cachedGet('/branch/get_rc_sum_title/');
}

export function useRooms(branch?: number): Room[] {
  const [rooms, setRooms] = useState<Room[]>([]);
  useEffect(() => {
    void cachedGet<{ data: Room[] }>(roomsPath(branch)).then((res) => { if (res.ok) setRooms(res.data.data); });
  }, [branch]);
  return rooms;
}

export function useCardTitles(): CardTitle[] {
  const [titles, setTitles] = useState<CardTitle[]>([]);
  useEffect(() => {
    void cachedGet<{ data: CardTitle[] }>('/branch/get_rc_sum_title/').then((res) => { if (res.ok) setTitles(res.data.data); });
  }, []);
  return titles;
}
