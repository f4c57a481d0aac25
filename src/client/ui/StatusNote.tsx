import { useEffect } from 'react';
import type { ToastMsg } from '../lib/toast';
import { useT } from '../lib/i18n';
import './kit.css';

/**
 * A toast as a line of its own at the top (spec 1 section 9: top, 3000 ms): it takes its own space under
 * the header, so it never covers what was just loaded or an open dialog. An error stays until dismissed.
 */
export function StatusNote({ msg, onClose }: { msg: ToastMsg; onClose: () => void }) {
  const t = useT('common');
  const error = msg.color === 'danger';
  useEffect(() => {
    if (error) return;
    const timer = window.setTimeout(onClose, msg.duration);
    return () => window.clearTimeout(timer);
  }, [msg.id, msg.duration, error, onClose]);
  return (
    <div
      className={`sb-note sb-note-${msg.color}`}
      // A status line like the toast it replaces (an error is read out at once); the screen's own alert stays the alert.
      role="status"
      aria-live={error ? 'assertive' : 'polite'}
      data-testid="toast"
      data-color={msg.color}
    >
      <span className="sb-note-text">{msg.message}</span>
      {msg.action && (
        <button
          type="button"
          className="sb-note-button"
          onClick={() => {
            msg.action?.handler();
            onClose();
          }}
        >
          {msg.action.text}
        </button>
      )}
      {error && (
        <button type="button" className="sb-note-button" aria-label={t('Dismiss')} onClick={onClose}>
          {t('OK')}
        </button>
      )}
    </div>
  );
}
