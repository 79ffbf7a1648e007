// Texts in English about menus that follow the clock: availability windows, special
// periods and "sold out until the next opening". Kept in their own file (spread into en.ts as
// `clock`) so other work on the dictionaries does not collide with it; clock-ar.ts has the same shape.

export const clockEn = {
  // Short day names, Sunday first (shared/domain/availability.ts windowsText).
  days: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
  // Sold out from the grid.
  soldOutWhen: (name: string) => `${name} sold out until when?`,
  soldOutWhenHint:
    'Customers see it greyed and cannot order it. After the next opening it is available again by itself.',
  untilChanged: 'Until I change it',
  untilNextOpening: 'Until the next opening',
  soldOutUntil: (when: string) => `Sold out until ${when}`,
  // The grid's note on a dish served only at some times.
  servedAt: (hours: string) => `Served ${hours}`,
  // The windows editor (item form and category dialog).
  windowsLegend: 'When it is served',
  windowsAlways: 'Whenever we are open',
  windowsAlwaysCategory: 'As its category',
  windowsLimited: 'Only at these times (Muscat time)',
  windowFrom: (n: number) => `Time ${n} from`,
  windowTo: (n: number) => `Time ${n} until`,
  windowDays: (n: number) => `Time ${n} days`,
  addWindow: 'Add a time',
  removeWindow: (n: number) => `Remove time ${n}`,
  windowsHint:
    'Outside these times customers see it greyed with its hours (or not at all, see Settings). An end before the start runs past midnight.',
  windowsProblem: {
    time: 'Write each time as HH:MM, for example 06:00',
    same: 'A time needs an end different from its start',
    days: 'Tick at least one day for each time',
    count: 'Add at most 7 times',
  },
  // Settings: the customer's view outside a window, and special periods.
  outsideLegend: 'Dishes outside their serving times',
  outsideGrey: 'Show them greyed with their hours',
  outsideHide: 'Hide them',
  periodsHeading: 'Special periods',
  periodsLead:
    'Ramadan, Eid or a holiday: dates with their own opening hours. While a period runs, the menu and the open or closed line follow its hours.',
  noPeriods: 'No special periods.',
  addPeriod: 'Add a special period',
  periodName: 'Name',
  periodNameAr: 'Name (Arabic)',
  periodStarts: 'First day',
  periodEnds: 'Last day',
  periodHours: 'Opening hours during the period',
  periodBreakfast: 'Serving times during the period',
  periodBreakfastHint:
    'For each category: its usual serving times, any time while the period runs (breakfast all day), or times of its own. An end before the start runs past midnight.',
  periodUsual: 'Usual times',
  periodAnyTime: 'Any time',
  periodTheseTimes: 'These times (Muscat time)',
  // The period's list: "Breakfast: any time".
  // A category's serving times in a period's list line: "Breakfast: 03:00-23:00".
  periodServes: (category: string, times: string) => `${category}: ${times}`,
  periodAnyTimeShort: 'any time',
  savePeriod: 'Save period',
  deletePeriod: (name: string) => `Delete ${name}`,
  editPeriod: (name: string) => `Edit ${name}`,
  periodSaved: 'Special period saved',
  periodDeleted: 'Special period deleted',
  periodDates: (from: string, to: string) => `${from} to ${to}`,
  periodNow: 'In force now',
  periodNeedsName: 'Give the period a name',
  periodNeedsDates: 'Choose the first and the last day, the last not before the first',
  periodsOverlap: 'Special periods cannot overlap: change the dates',
  periodsTooMany: 'A business can have at most 50 special periods',
  windowsInvalid: 'Serving times need HH:MM times, a day ticked, and at most 7 times',
  // The superadmin's read-only view.
  superadminPeriods: 'Special periods',
  superadminOutside: (hide: boolean): string =>
    hide ? 'Dishes outside their times: hidden' : 'Dishes outside their times: greyed',
};

export type ClockDictionary = typeof clockEn;
