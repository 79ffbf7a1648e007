// Texts in English: paired devices (a kitchen tablet, a counter board), the pairing page and an
// order's history of who moved it. Kept in their own file (spread into en.ts as `devices`) so
// other work on the dictionaries does not collide with it; devices-ar.ts has the same shape.
type Screen = 'kitchen' | 'board';
type Role = 'owner' | 'manager' | 'cashier' | 'kitchen' | 'board';
type OrderStatus = 'new' | 'accepted' | 'ready' | 'completed' | 'cancelled';

export const devicesEn = {
  add: 'Add a device',
  link: 'Devices',
  title: 'Devices',
  pageTitle: (name: string) => `Devices · ${name} · QR Menu`,
  lead: 'Tablets paired with a code: a kitchen display or an orders board, without your password. Remove one and it is signed out within seconds.',
  screen: { kitchen: 'Kitchen display', board: 'Orders board' } satisfies Record<Screen, string>,
  nameLabel: 'Device name',
  namePlaceholder: 'Kitchen tablet',
  screenLabel: 'It shows',
  makeCode: 'Show the code',
  making: 'Making the code…',
  codeTitle: (name: string) => `Pair “${name}”`,
  codeSteps: (address: string) =>
    `On the tablet, open ${address} and enter this code, or scan the QR code with its camera.`,
  codeOnce: 'The code works once.',
  expiresIn: (time: string) => `Valid for ${time}`,
  expired: 'This code has expired. Make a new one.',
  newCode: 'New code',
  qrAlt: 'QR code that opens the pairing page with this code',
  done: 'Done',
  none: 'No devices yet. Add a tablet for the kitchen or the counter.',
  loadFailed: 'The devices could not be loaded.',
  columns: { name: 'Device', screen: 'Shows', lastSeen: 'Last activity', status: 'Status' },
  never: 'Not yet',
  active: 'Active',
  removed: 'Removed',
  remove: 'Remove',
  removeLabel: (name: string) => `Remove ${name}`,
  removeTitle: (name: string) => `Remove “${name}”?`,
  removeBody:
    'The device is signed out within seconds and must be paired again with a new code. Orders it moved keep its name.',
  removedToast: (name: string) => `${name} was removed`,
  // The pairing page, on the tablet.
  pairTitle: 'Pair this device',
  pairPageTitle: 'Pair a device · QR Menu',
  pairLead:
    'Enter the code shown on the orders board of the business (Add a device), or scan its QR code.',
  codeLabel: 'Pairing code',
  codeHint: '8 letters and digits, as XXXX-XXXX',
  pair: 'Pair',
  pairing: 'Pairing…',
  pairErrors: {
    invalid_code: 'This code is wrong, used or expired. Ask for a new one.',
    rate_limited: 'Too many attempts. Wait a few minutes and try again.',
  } as Record<string, string>,
  pairFailed: 'The device could not be paired. Check the connection and try again.',
  wasRemoved:
    'This device was removed by the business. Ask the owner or a manager for a new code to pair it again.',
  notADevice: 'This page is for paired devices. Pair this device first.',
  deviceBadge: (name: string) => `Device: ${name}`,
  // Refusals of the database, by hint.
  forbidden: 'Only the owner or a manager can add or remove devices.',
  nameLength: 'Give the device a name of 1 to 60 characters.',
  screenInvalid: 'Choose the kitchen display or the orders board.',
  limit: 'A business can have at most 50 devices. Remove one first.',
  tooManyCodes: 'Too many codes in a few minutes. Wait a little and try again.',
  // An order's history on the board.
  history: 'History',
  historyLabel: (n: number) => `History of order ${n}`,
  historyLoading: 'Loading the history…',
  historyFailed: 'The history could not be loaded.',
  historyEvent: {
    new: 'Placed',
    accepted: 'Accepted',
    ready: 'Ready',
    completed: 'Completed',
    cancelled: 'Cancelled',
  } satisfies Record<OrderStatus, string>,
  role: {
    owner: 'owner',
    manager: 'manager',
    cashier: 'cashier',
    kitchen: 'kitchen',
    board: 'board',
  } satisfies Record<Role, string>,
  byCustomer: 'by the customer',
  bySystem: 'automatically',
  byPerson: (label: string, role: string) => `by ${label} (${role})`,
  byDevice: (label: string, screen: string) => `by ${label} (device, ${screen})`,
  bySuperadmin: (label: string) => `by ${label} (platform admin)`,
};

export type DevicesDictionary = typeof devicesEn;
