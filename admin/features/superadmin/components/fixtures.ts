// Sample data for the stories: believable Omani cafes and prices, never real people.
import type { AllMenuRow, BusinessMenuItem, BusinessSummary } from '../lib/types.ts';

export const sampleBusinesses: BusinessSummary[] = [
  {
    id: 'b1',
    name: 'Demo Cafe',
    category: 'Cafe',
    slug: 'democafe',
    ownerEmail: 'owner@example.com',
    itemCount: 20,
    views30: 1240,
    orders30: 87,
  },
  {
    id: 'b2',
    name: 'Muttrah Shawarma House',
    category: 'Restaurant',
    slug: 'muttrahshawarma',
    ownerEmail: 'hello@muttrah-shawarma.example',
    suspendedAt: '2026-11-20T08:00:00Z',
    suspensionReason: 'Unpaid subscription',
    itemCount: 1,
    views30: 3,
    orders30: 1,
  },
  {
    id: 'b3',
    name: 'مقهى الصباح',
    category: null,
    slug: 'sabahcafe',
    ownerEmail: 'sabah@example.om',
    itemCount: 0,
    views30: 0,
    orders30: 0,
  },
];

export const sampleRows: AllMenuRow[] = [
  {
    id: 'i1',
    name: 'Karak Tea',
    description: 'Spiced milk tea',
    priceBaisa: 200,
    imagePath: 'u1/1.webp',
    businessName: 'Demo Cafe',
    businessId: 'b1',
    businessSlug: 'democafe',
  },
  {
    id: 'i2',
    name: 'Chicken Shawarma',
    description: null,
    priceBaisa: 1200,
    imagePath: null,
    businessName: 'Muttrah Shawarma House',
    businessId: 'b2',
    businessSlug: 'muttrahshawarma',
  },
  {
    id: 'i3',
    name: 'Family Mixed Grill Platter',
    description: 'For four',
    priceBaisa: 12750,
    imagePath: 'u2/3.jpg',
    businessName: 'Muttrah Shawarma House',
    businessId: 'b2',
    businessSlug: 'muttrahshawarma',
  },
];

export const sampleMenu: BusinessMenuItem[] = [
  {
    id: 'm1',
    name: 'Karak Tea',
    description: 'Spiced milk tea',
    priceBaisa: 200,
    imageUrl: null,
    categoryName: 'Hot Drinks',
  },
  {
    id: 'm2',
    name: 'Halloumi Sandwich',
    description: null,
    priceBaisa: 1500,
    imageUrl: null,
    categoryName: null,
    soldOut: true,
  },
  {
    id: 'm3',
    name: 'Saffron Cake',
    description: null,
    priceBaisa: 1200,
    imageUrl: null,
    categoryName: 'Sweets',
    hidden: true,
  },
];
