// A survey tablet activates itself with its branch's pass (send_pass_active_tablet, public). Wrong passes
// are limited per address and per branch: past the branch's limit, new activations of that branch wait
// (tablets already activated keep working, they never come here); a branch has at most TABLET_CAP tablets.
import { surveyApi } from '../../../contract/survey';
import { branchById } from '../../../domain/branches';
import type { ServerContext, ZodApp } from '../../context';
import { audit } from '../../kernel/audit';
import { route } from '../../kernel/route';
import { Throttle } from '../../kernel/throttle';
import { verifyPassword } from '../../lib/password';
import { waitText } from '../../lib/throttle';
import { HttpError, nowIso } from '../../lib/util';
import { PUBLIC } from '../../kernel/policy';
import { makeToken } from './token';
import { transact } from '../../db/transact';
import type { Db } from '../../db/connection';

export const WRONG_PASS = 'Wrong pass';
/** Tablets a branch may have (deleted ones do not count): more needs the admin to delete one. */
export const TABLET_CAP = 10;
/** Wrong passes a branch takes from all addresses together within LOCK_MS before new activations wait. */
export const BRANCH_TRIES = 20;
export const LOCK_MS = 15 * 60 * 1000;
export const TABLETS_FULL =
  `This branch already has ${TABLET_CAP} survey tablets. ` + 'An admin must delete one in Tablet Status first.';
const lockedText = (ms: number) =>
  `Too many wrong passes for this branch: new tablets can be activated again in ${waitText(ms)}.`;

/** The limits of activation: per address (config.survey.tabletTries) and per branch (BRANCH_TRIES), both in LOCK_MS. */
export function activationLimits(db: Db, perIp: number) {
  return {
    perIp: new Throttle(db, 'tablet', perIp, LOCK_MS),
    perBranch: new Throttle(db, 'tablet-branch', BRANCH_TRIES, LOCK_MS),
  };
}
export type ActivationLimits = ReturnType<typeof activationLimits>;

async function newTablet(db: Db, secret: string, branch: number, userAgent: string, ip: string) {
  return transact(db, async (trx) => {
    const live = await trx
      .selectFrom('survey_tablets')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('branch_id', '=', branch)
      .where('deleted', '=', 0)
      .executeTakeFirstOrThrow();
    if (Number(live.n) >= TABLET_CAP) throw new HttpError(409, TABLETS_FULL);
    const last = await trx
      .selectFrom('survey_tablets')
      .select((eb) => eb.fn.max('n').as('n'))
      .where('branch_id', '=', branch)
      .executeTakeFirst();
    const n = Number(last?.n ?? 0) + 1;
    const code = { branchId: branch, target: 'home' as const, room: '', lang: 'ja' as const, tabletN: n, by: 'tablet' };
    const input = await makeToken(trx, secret, { ...code, source: 'tabletInput' });
    await makeToken(trx, secret, { ...code, source: 'tabletScan' });
    const now = nowIso();
    await trx
      .insertInto('survey_tablets')
      .values({
        branch_id: branch,
        n,
        token_id: input.row.token_id,
        on: 1,
        deleted: 0,
        note: '',
        version: '',
        user_agent: userAgent.slice(0, 300),
        created_at: now,
        last_seen: now,
      })
      .execute();
    await audit(trx, null, 'survey.tablet.activate', `survey:${branch}:tablet:${n}`, { ip });
    return { n, token: input.token };
  });
}

export const ACTIVATE_BY_POST = 'A tablet is activated with POST, its pass in the body. Please update the survey page.';

export function activationRoute(app: ZodApp, { db, config }: ServerContext, limits: ActivationLimits): void {
  // The documented GET would change state behind a read and put the pass in every log line of the address.
  route(app, surveyApi.sendPassActiveTablet, PUBLIC, async () => {
    throw new HttpError(405, ACTIVATE_BY_POST);
  });
  route(app, surveyApi.activateTablet, PUBLIC, async (req) => {
    const { branch } = req.params;
    const { pass } = req.body;
    if ((await limits.perIp.blockedFor(req.ip)) > 0)
      throw new HttpError(429, 'Too many tries. Please wait and try again.');
    // A locked branch is refused before its pass is looked at, and the refusal writes nothing.
    const locked = await limits.perBranch.blockedFor(String(branch));
    if (locked > 0) throw new HttpError(429, lockedText(locked));
    const info = branchById(branch);
    const cfg = info
      ? await db.selectFrom('survey_config').select('pass_hash').where('branch_id', '=', branch).executeTakeFirst()
      : undefined;
    if (!info || !cfg?.pass_hash || !(await verifyPassword(pass, cfg.pass_hash))) {
      await limits.perIp.fail(req.ip);
      // Only a branch with a pass can be guessed at.
      if (cfg?.pass_hash) await limits.perBranch.fail(String(branch));
      throw new HttpError(403, WRONG_PASS);
    }
    const made = await newTablet(db, config.jwtSecret, branch, String(req.headers['user-agent'] ?? ''), req.ip);
    return {
      status: 1 as const,
      msg: 'Tablet activated',
      data: { tabletToken: made.token, n: made.n, branchId: branch, branchName: info.name },
    };
  });
}
