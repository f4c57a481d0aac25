// A server-sent events reader for a fetch body (the stream needs the Authorization header, which
// EventSource cannot send). The parser follows the event-stream format: `event:`, `data:` (several lines
// joined), `id:`, `retry:`; comment lines (`:`) are skipped; a blank line ends a frame.

export interface SseFrame {
  event: string;
  data: string;
  /** The frame's id, when it had one (what a reconnect sends as Last-Event-ID). */
  id?: string;
}

/** Feed it text as it arrives (lines may be cut anywhere); it calls onFrame for each complete frame. */
export function sseParser(onFrame: (frame: SseFrame) => void, onRetry?: (ms: number) => void): (chunk: string) => void {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let id: string | undefined;
  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0)
        onFrame({ event: event || 'message', data: data.join('\n'), ...(id === undefined ? {} : { id }) });
      event = '';
      data = [];
      id = undefined;
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon < 0 ? text : text.slice(0, colon);
    const value = colon < 0 ? '' : text.slice(colon + 1).replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
    else if (field === 'id' && !value.includes('\0')) id = value;
    else if (field === 'retry' && /^\d+$/.test(value)) onRetry?.(Number(value));
  };
  return (chunk) => {
    buffer += chunk;
    let at: number;
    while ((at = buffer.search(/\r\n|\r|\n/)) >= 0) {
      // A lone \r at the very end may be the first half of \r\n: wait for the next chunk.
      if (buffer[at] === '\r' && at === buffer.length - 1) break;
      const eol = buffer.startsWith('\r\n', at) ? 2 : 1;
      line(buffer.slice(0, at));
      buffer = buffer.slice(at + eol);
    }
  };
}

/** Reads a fetch response's body as frames until it ends (resolves) or `signal` aborts (rejects). */
export async function readFrames(
  body: ReadableStream<Uint8Array>,
  onFrame: (frame: SseFrame) => void,
  onRetry?: (ms: number) => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const feed = sseParser(onFrame, onRetry);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      feed(decoder.decode(value, { stream: true }));
    }
  } finally {
    reader.releaseLock();
  }
}
