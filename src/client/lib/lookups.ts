import { useEffect, useState } from 'react';
import type { branchApi, Room } from '../../contract/branch';
import { shellCalls } from '../../contract/light-calls';
import { cachedRequestByType } from './request';

// Lookups every screen may need, read network-first and kept on the device for offline starts. Typed from the
// contract without loading it: the shell that warms them loads no zod.

const readRooms = (branch?: number) =>
  cachedRequestByType<typeof branchApi.rooms>(shellCalls.rooms, {}, { branch: branch || undefined });

/** Reads the lookups once after sign-in so an offline start has them (the area list only for roles that pick branches). */
export function warmLookups(picksBranches: boolean): void {
  if (picksBranches) void cachedRequestByType<typeof branchApi.areas>(shellCalls.areas, {});
  void readRooms();
  void cachedRequestByType<typeof branchApi.cardTitles>(shellCalls.cardTitles, {});
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
