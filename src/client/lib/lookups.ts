import { useEffect, useState } from 'react';
import { branchApi, type Room } from '../../contract/branch';
import { cachedRequest } from './request';

// Lookups every screen may need, read network-first and kept on the device for offline starts.

const readRooms = (branch?: number) => cachedRequest(branchApi.rooms, {}, { branch: branch || undefined });

/** Reads the lookups once after sign-in so an offline start has them (the area list only for roles that pick branches). */
export function warmLookups(picksBranches: boolean): void {
  if (picksBranches) void cachedRequest(branchApi.areas, {});
  void readRooms();
  void cachedRequest(branchApi.cardTitles, {});
}

export function useRooms(branch?: number): Room[] {
  const [rooms, setRooms] = useState<Room[]>([]);
  useEffect(() => {
    void readRooms(branch).then((res) => {
      if (res.ok) setRooms(res.data.data);
    });
  }, [branch]);
  return rooms;
}
