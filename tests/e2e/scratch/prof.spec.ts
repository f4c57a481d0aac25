import { expect, test } from '../support/fixtures';

test('prof', async ({ app, page }) => {
  test.skip(app.isPhone);
  await app.signInHome('supervisor.tvl1@sumbook.test');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 1000 });
  await cdp.send('Profiler.start');
  await cdp.send('Performance.enable');
  const m0 = Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
  const t0 = Date.now();
  await app.current().getByTestId('top-tabs').getByRole('button', { name: 'MAN EXPECTED' }).click();
  await expect(app.current().getByTestId('expected-title')).toBeVisible({ timeout: 60000 });
  console.log('title after', Date.now() - t0);
  const m1 = Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
  for (const k of [
    'LayoutDuration',
    'RecalcStyleDuration',
    'ScriptDuration',
    'TaskDuration',
    'LayoutCount',
    'RecalcStyleCount',
    'Nodes',
  ])
    console.log(k, Math.round((m1[k] - (k === 'Nodes' ? 0 : m0[k])) * (k.endsWith('Duration') ? 1000 : 1)));
  const { profile } = await cdp.send('Profiler.stop');
  const self = new Map<string, number>();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const dt = profile.timeDeltas ?? [];
  (profile.samples ?? []).forEach((id, i) => {
    const n = byId.get(id)!;
    const key = `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + (dt[i] ?? 0));
  });
  const top = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 25);
  for (const [k, v] of top) console.log(Math.round(v / 1000), 'ms', k);
});
