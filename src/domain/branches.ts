// Branch ids, codes, names and areas (spec 1 section 3; document 4's branch-to-area table).
export const AREAS = ['Ha Noi', 'Ho Chi Minh', 'Da Nang', 'Hai Phong', 'Cambodia', 'Myanmar'] as const;
export type Area = (typeof AREAS)[number];

export interface BranchInfo {
  id: number;
  code: string;
  name: string;
  area: Area;
  /** Code in the reservation and survey systems (document 4). */
  systemCode: string;
  /** IANA time zone: "today" for the branch is its local date. */
  timeZone: string;
  /** Demo room count; the database holds the real figure. */
  rooms: number;
}

const VN = 'Asia/Ho_Chi_Minh';
export const BRANCHES: readonly BranchInfo[] = [
  { id: 1, code: 'TVL1', name: 'Thai Van Lung 1', area: 'Ho Chi Minh', systemCode: 'AZTVL1', timeZone: VN, rooms: 52 },
  { id: 2, code: 'Annex', name: 'Annex', area: 'Ho Chi Minh', systemCode: '', timeZone: VN, rooms: 18 },
  { id: 3, code: 'HBT1', name: 'Hai Ba Trung 1', area: 'Ha Noi', systemCode: 'AZHBT1', timeZone: VN, rooms: 40 },
  { id: 4, code: 'LTT', name: 'Le Thanh Ton', area: 'Ho Chi Minh', systemCode: 'AZLTT', timeZone: VN, rooms: 45 },
  { id: 5, code: 'KM1', name: 'Kim Ma 1', area: 'Ha Noi', systemCode: '', timeZone: VN, rooms: 30 },
  { id: 7, code: 'DN', name: 'Da Nang', area: 'Da Nang', systemCode: 'AZDN', timeZone: VN, rooms: 60 },
  { id: 8, code: 'KM2', name: 'Kim Ma 2', area: 'Ha Noi', systemCode: 'AZKM2', timeZone: VN, rooms: 36 },
  { id: 9, code: 'TVL2', name: 'Thai Van Lung 2', area: 'Ho Chi Minh', systemCode: 'AZTVL2', timeZone: VN, rooms: 55 },
  {
    id: 11,
    code: 'PP',
    name: 'Phnom Penh',
    area: 'Cambodia',
    systemCode: 'AZPP',
    timeZone: 'Asia/Phnom_Penh',
    rooms: 48,
  },
  { id: 12, code: 'LL', name: 'Linh Lang', area: 'Ha Noi', systemCode: 'AZLL', timeZone: VN, rooms: 32 },
  { id: 13, code: 'HP', name: 'Hai Phong', area: 'Hai Phong', systemCode: 'AZHP', timeZone: VN, rooms: 42 },
  { id: 14, code: 'MM', name: 'Myanmar', area: 'Myanmar', systemCode: 'AZMM', timeZone: 'Asia/Yangon', rooms: 36 },
  { id: 15, code: 'KM3', name: 'Kim Ma 3', area: 'Ha Noi', systemCode: 'AZKM3', timeZone: VN, rooms: 30 },
  { id: 16, code: 'DT', name: 'Dao Tan', area: 'Ha Noi', systemCode: 'AZDT', timeZone: VN, rooms: 28 },
];

const byId = new Map(BRANCHES.map((b) => [b.id, b]));

export function branchById(id: number): BranchInfo | undefined {
  return byId.get(id);
}

export function branchesInArea(area: string): BranchInfo[] {
  return BRANCHES.filter((b) => b.area === area);
}

export function isArea(value: unknown): value is Area {
  return typeof value === 'string' && (AREAS as readonly string[]).includes(value);
}

/** Id 99 maps to 12 and 91 to 15 for reception data (spec 1 section 3). */
export function receptionDataBranch(id: number): number {
  if (id === 99) return 12;
  if (id === 91) return 15;
  return id;
}

/** Branch 0 in a selector means the user's own branch. */
export function resolveSelectedBranch(selected: number, ownBranch: number): number {
  return selected === 0 ? ownBranch : selected;
}

/** The branch's local calendar date, YYYY-MM-DD. */
export function branchToday(branchId: number, now: Date = new Date()): string {
  const tz = branchById(branchId)?.timeZone ?? VN;
  return localDate(now, tz);
}

/** One formatter per time zone: making an Intl.DateTimeFormat costs far more than using one. */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

export function localDate(now: Date, timeZone: string): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(now);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}
