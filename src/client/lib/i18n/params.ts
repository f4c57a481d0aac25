// A refusal's values (`params`) as the server wrote them: data, shown as sent, except a wait ("8 seconds",
// "1 minute": src/server/lib/throttle.ts), which is written in the user's language. Light: the public pages use it.

const WAIT = /^(\d+) (second|minute)s?$/;

export function localParams(params: Record<string, unknown> | undefined, locale: string) {
  if (!params) return params;
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => {
      const wait = typeof value === 'string' ? WAIT.exec(value) : null;
      if (!wait) return [name, value];
      const unit = new Intl.NumberFormat(locale, { style: 'unit', unit: wait[2], unitDisplay: 'long' });
      return [name, unit.format(Number(wait[1]))];
    }),
  );
}
