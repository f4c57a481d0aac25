import { useEffect, useRef, useState } from 'react';
import { saveCell } from './expected-outbox';
import type { Pending, Plan } from './expected-state';
import { sameValues } from './expected-view';
import { RoomFields } from './RoomFields';
import { useOnHide } from './use-on-hide';

/** A room on the phone's day card: typed freely, saved at once when the finger leaves the row. */
export function LiveRoom({
  plan,
  room,
  day,
  shown,
  waiting,
  editable,
  decimals,
}: {
  plan: Plan;
  room: string;
  day: number;
  shown: Pending;
  waiting: boolean;
  editable: boolean;
  decimals: number;
}) {
  const [value, setValue] = useState(shown);
  const typing = useRef(false);
  useEffect(() => {
    if (!typing.current) setValue(shown);
  }, [shown.rate, shown.comment]);
  const leave = () => {
    typing.current = false;
    const mine = { rate: value.rate, comment: value.comment.trim() };
    if (!editable || sameValues(mine, shown)) return;
    void saveCell({ branchId: plan.branchId, month: plan.month, room, day }, mine);
  };
  useOnHide(() => {
    if (typing.current) leave();
  });
  return (
    <RoomFields
      room={room}
      value={value}
      decimals={decimals}
      disabled={!editable}
      waiting={waiting}
      onChange={(v) => {
        typing.current = true;
        setValue(v);
      }}
      onLeave={leave}
    />
  );
}
