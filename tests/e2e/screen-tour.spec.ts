// The accessibility guard (issue 30): every screen of the app, at both sizes, as the role that uses it. Fails
// on a serious or critical axe finding, sideways scrolling on the phone and, on the phone, a primary action or
// checkbox under 44×44 px, a cut page title, and a toast over the header's bar; and (issue 31) on any text a
// screen asked the catalogs for that they do not hold.
import { apiGet, apiLogin, expect, test, type AppModel } from './support/fixtures';
import { shot } from './support/page-checks';
import { branchDay } from './support/rc';
import { demoYear } from './support/debit';
import {
  axeFindings,
  cutTitle,
  missingKeys,
  settle,
  sidewaysScroll,
  smallTargets,
  toastOverHeader,
} from './support/tour';

const day = branchDay(0);
const month = day.slice(0, 7);
const monthBefore = `${Number(month.slice(0, 4)) - (month.endsWith('01') ? 1 : 0)}-${
  month.endsWith('01') ? '12' : String(Number(month.slice(5)) - 1).padStart(2, '0')
}`;

/** Each role with the screens it uses (every route of pages.txt the app has, once). */
const TOUR: Record<string, string[]> = {
  '(signed out)': ['/', '/forgot', '/user/reset/not-a-token', '/forbidden', '/report/manual'],
  'reception.hbt1@sumbook.test': [
    '/home',
    '/user/profile',
    '/user/guider',
    '/reception_sum',
    `/reception_sum/3/${day}/current`,
    '/reception_debit',
    `/reception_debit/3/${demoYear()}`,
    `/reception_debit/3/${demoYear()}/:idDebit`,
    '/az_debit',
    '/announcement_form',
    '/calculated_vat',
    '/calculated_rc_wallet',
    '/random',
    '/make_qr_survey',
  ],
  'supervisor.hbt1@sumbook.test': [
    '/breakfast_report',
    `/breakfast_report/3/${month}`,
    '/storage_report',
    `/storage_report/3/${month}`,
    '/guest_number',
    '/report-total',
    '/daily-report',
    '/count_massage',
    '/education',
    '/recruitment',
    '/reservation',
    '/edit_content_azvn',
    '/input_excel',
  ],
  'manager.hbt1@sumbook.test': [
    '/manager_sum',
    `/manager_sum/3/${day}/current`,
    '/manager_expected',
    `/manager_expected/3/${month}`,
    '/manager_total',
    `/manager_total/3/${month}`,
    '/survey_online',
    `/survey_online/3/${month}`,
    '/old_survey_online',
    `/old_survey_online/3/${month}`,
    `/view_report/3/rc_sum/${branchDay(-1)}/${day}`,
  ],
  'accountant.hbt1@sumbook.test': [
    '/acc_make',
    `/acc_make/3/${branchDay(-1)}/current`,
    '/acc_cost',
    '/acc_staff',
    '/acc_comparison',
    `/acc_comparison/3/${monthBefore}/${month}`,
    '/acc_chart',
    `/acc_chart/3/${month.slice(0, 4)}`,
    '/acc_debit',
    `/acc_debit/3/${demoYear()}/00`,
    '/find_bill/accsum',
  ],
  'admin@sumbook.test': ['/manage_user', '/support_mail', '/membership'],
};

/** A debit line of HBT1 for the sheet route. */
async function firstDebitId(app: AppModel): Promise<string> {
  const token = await apiLogin(app.server.url, 'reception.hbt1@sumbook.test');
  const body = await apiGet<{ data: { rows: { id: number }[] } }>(
    app.server.url,
    token,
    `/rc/3/view_debit/ALL/${demoYear()}?limit=50`,
  );
  return String(body.data.rows[0]?.id);
}

// At most 12 screens per test, a role's screens split evenly (7 + 7, not 12 + 2): each test costs a new browser
// context, a sign-in and a first start of the app (about 2.8 s of CPU), so fewer tests, while the parts stay short
// enough for the two workers to share the tour evenly.
const MAX_SCREENS = 12;
const parts = Object.entries(TOUR).flatMap(([role, paths]) => {
  const count = Math.ceil(paths.length / MAX_SCREENS);
  const size = Math.ceil(paths.length / count);
  return Array.from({ length: count }, (_, i) => ({ role, part: i + 1, paths: paths.slice(i * size, (i + 1) * size) }));
});

for (const { role, part, paths } of parts) {
  test(`screen tour as ${role}, part ${part}`, async ({ app, page }) => {
    test.setTimeout(360_000);
    if (role.includes('@')) await app.signInAs(role);
    for (const pattern of paths) {
      const path = pattern.includes(':idDebit') ? pattern.replace(':idDebit', await firstDebitId(app)) : pattern;
      await test.step(path, async () => {
        await page.goto(path);
        await settle(app);
        await shot(page, app, `tour${path.replace(/[/:]/g, '_')}`);
        expect.soft(await toastOverHeader(app), `a toast over the header on ${path}`).toBe('');
        const axe = await axeFindings(page);
        if (process.env.TOUR_LOG) console.log(`AXE ${app.isPhone ? 'phone' : 'tablet'} ${path} ${JSON.stringify(axe)}`);
        expect.soft(axe, `axe on ${path}`).toEqual([]);
        expect.soft(await missingKeys(page), `texts not in a catalog on ${path}`).toEqual([]);
        if (!app.isPhone) return;
        expect.soft(await sidewaysScroll(page), `sideways scroll on ${path}`).toBeLessThanOrEqual(0);
        expect.soft(await smallTargets(app), `small targets on ${path}`).toEqual([]);
        expect.soft(await cutTitle(app), `a cut page title on ${path}`).toBe('');
      });
    }
  });
}

// The guard itself: a nameless button and an image without text put on a screen are found (in-page axe).
test('the tour finds a nameless button and an image without a text alternative @phone', async ({ app, page }) => {
  await page.goto('/');
  await settle(app);
  expect(await axeFindings(page)).toEqual([]);
  await page.evaluate(() => {
    const box = document.querySelector('ion-content, form') ?? document.body;
    box.insertAdjacentHTML('afterbegin', '<button id="bare"></button><img id="blind" src="/apple-touch-icon.png">');
  });
  const found = await axeFindings(page);
  expect(found).toContain('button-name: #bare');
  expect(found).toContain('image-alt: #blind');
});
