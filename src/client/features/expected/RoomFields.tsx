import type { FocusEvent, KeyboardEvent } from 'react';
import { COMMENT_MAX } from '../../../domain/expected';
import { formatNumber } from '../../../domain/money';
import { NumberInput } from '../../ui/NumberInput';
import type { Pending } from './expected-state';
import { useExpectedWords } from './expected-text';

const blurOnEnter = (e: KeyboardEvent<HTMLInputElement>) => {
  if (e.key === 'Enter') e.currentTarget.blur();
};

/** A room's rate and comment for one day (the phone's day card and the tablet's quick edit); as text when read only. */
export function RoomFields({
  room,
  value,
  decimals,
  disabled,
  waiting,
  changed,
  onChange,
  onLeave,
}: {
  room: string;
  value: Pending;
  decimals: number;
  disabled: boolean;
  waiting?: boolean;
  /** Differs from the saved value (the quick edit marks what its SAVE will send). */
  changed?: boolean;
  onChange: (v: Pending) => void;
  /** Focus left the row (its change is saved then). */
  onLeave?: () => void;
}) {
  const { t } = useExpectedWords();
  if (disabled)
    return (
      <div className={`ex-room-row view${value.comment ? ' comment' : ''}`} data-room={room}>
        <span className="ex-room-no">{room}</span>
        <span className={`ex-rate${value.rate ? '' : ' none'}`} data-testid={`rate-${room}`}>
          {value.rate ? formatNumber(value.rate, decimals) : '–'}
        </span>
        <span className="ex-comment">{value.comment}</span>
      </div>
    );
  const left = (e: FocusEvent<HTMLDivElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) onLeave?.();
  };
  return (
    <div
      className={`ex-room-row${waiting ? ' waiting' : ''}${changed ? ' changed' : ''}${value.comment ? ' comment' : ''}`}
      data-room={room}
      onBlur={left}
    >
      <span className="ex-room-no">{room}</span>
      <NumberInput
        label={t('Rate {{room}}', { room })}
        className="sb-num ex-rate"
        value={value.rate}
        decimals={decimals}
        onChange={(rate) => onChange({ ...value, rate })}
        onKeyDown={blurOnEnter}
      />
      <input
        aria-label={t('Comment {{room}}', { room })}
        className="ex-comment"
        placeholder={t('Comment')}
        value={value.comment}
        maxLength={COMMENT_MAX}
        enterKeyHint="done"
        onKeyDown={blurOnEnter}
        onChange={(e) => onChange({ ...value, comment: e.target.value })}
      />
    </div>
  );
}
