import { useState, type KeyboardEvent } from 'react';
import { formatNumber, parseNumber } from '../../domain/money';

interface Props {
  value: number;
  decimals: number;
  disabled?: boolean;
  label: string;
  onChange: (value: number) => void;
  onKeyDown?: (e: KeyboardEvent<HTMLInputElement>) => void;
  className?: string;
  testId?: string;
  /** The phone keyboard: 'numeric' for counts, 'decimal' (default) for amounts. */
  inputMode?: 'numeric' | 'decimal';
}

/** A number typed freely (commas and $ are fine), shown with thousand separators when not focused. */
export function NumberInput({
  value,
  decimals,
  disabled,
  label,
  onChange,
  onKeyDown,
  className,
  testId,
  inputMode = 'decimal',
}: Props) {
  const [typing, setTyping] = useState<string | null>(null);
  const shown = typing ?? (value ? formatNumber(value, decimals) : '');
  return (
    <input
      className={className ?? 'sb-num'}
      aria-label={label}
      data-testid={testId}
      inputMode={inputMode}
      disabled={disabled}
      value={shown}
      onFocus={() => setTyping(value ? String(value) : '')}
      onBlur={() => setTyping(null)}
      onKeyDown={onKeyDown}
      onChange={(e) => {
        setTyping(e.target.value);
        onChange(parseNumber(e.target.value));
      }}
    />
  );
}
