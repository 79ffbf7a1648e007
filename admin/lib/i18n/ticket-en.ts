// Texts in English: kitchen tickets and customer receipts printed from the orders board and the
// kitchen display, the kitchen's print-as-they-arrive switch, the printer's paper setting and the
// receipt's business details on the profile page. Spread into en.ts as `ticket`; ticket-ar.ts has
// the same shape. A ticket prints in its order's language, so the printed texts come from the
// dictionary of that language, not the screen's.

export const ticketEn = {
  // Buttons on the board's cards and the kitchen's tickets.
  printTicket: 'Ticket',
  printTicketLabel: (n: number) => `Print the kitchen ticket of order ${n}`,
  printReceipt: 'Receipt',
  printReceiptLabel: (n: number) => `Print the receipt of order ${n}`,
  // The printed page.
  kitchenTicket: 'Kitchen ticket',
  receipt: 'Receipt',
  orderNumber: (n: string) => `Order ${n}`,
  pickupFor: (name: string) => `Pickup: ${name}`,
  deliveryFor: (name: string) => `Delivery: ${name}`,
  items: 'Items',
  deliveryFee: 'Delivery fee',
  vat: 'VAT 5%',
  vatIncluded: 'Prices include 5% VAT',
  total: 'Total',
  payment: 'Payment',
  vatNumber: (n: string) => `VAT no. ${n}`,
  note: 'Note',
  thanks: 'Thank you',
  // The kitchen display's switch, kept on the device.
  autoPrint: 'Print new orders',
  autoPrintOn: 'Each new order prints a kitchen ticket as it arrives.',
  // Settings: the ticket printer's roll.
  paperSection: 'Ticket printer',
  paperLabel: 'Paper width',
  paperHint:
    'The width of the receipt printer’s roll. Tickets and receipts print through the tablet’s own print dialog, on any printer it knows.',
  paper: { 80: '80 mm', 58: '58 mm' } as Record<80 | 58, string>,
  // Profile: what a receipt says about the business.
  receiptSection: 'On receipts',
  address: 'Address',
  addressHint: 'Printed under your name on customer receipts. Not shown on the menu.',
  vatNumberLabel: 'VAT number',
  vatNumberHint: 'Printed on customer receipts, for example OM1100012345. Not shown on the menu.',
  vatNumberInvalid: 'Up to 20 letters and digits, without spaces or dashes.',
  addressTooLong: 'At most 200 characters.',
};

export type TicketDictionary = typeof ticketEn;
