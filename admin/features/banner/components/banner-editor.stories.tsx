import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { BannerEditor } from './banner-editor.tsx';

const banner = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="500"><rect width="1600" height="500" fill="#0f766e"/><text x="800" y="270" font-size="90" text-anchor="middle" fill="#fff" font-family="sans-serif">Demo Cafe</text></svg>',
)}`;

const meta = {
  title: 'Banner/Banner editor',
  component: BannerEditor,
  args: {
    businessName: 'Demo Cafe',
    bannerUrl: banner,
    headline: 'Fresh karak every morning',
    onSave: fn(async () => undefined),
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof BannerEditor>;
export default meta;

type Story = StoryObj<typeof meta>;

export const CurrentBanner: Story = {};

export const NoBannerYet: Story = { args: { bannerUrl: null, headline: null } };

export const Uploading: Story = { args: { progress: 0.6 } };

/** A bilingual menu with the admin in Arabic: the headline in both languages, side by side. */
export const BilingualInArabic: Story = {
  args: { headlineAr: 'كرك طازج كل صباح', languages: ['ar', 'en'], primary: 'ar' },
  globals: { locale: 'ar' },
};
