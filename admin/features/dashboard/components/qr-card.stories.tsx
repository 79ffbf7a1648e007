import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { makeQrCodes } from '../../../lib/qr-codes.ts';
import { QrCard } from './qr-card.tsx';
import '../../../lib/ui/tokens.css';

const menuUrl = 'https://qrmenu.example/democafe/menu';

const meta = {
  title: 'Dashboard/QrCard',
  component: QrCard,
  args: {
    businessName: 'Demo Cafe',
    slug: 'democafe',
    menuUrl,
    pngDataUrl: '',
    svg: '',
    onPrint: fn(),
  },
  // The real QR code for the menu URL, made the way the dashboard makes it.
  loaders: [async () => ({ codes: await makeQrCodes(menuUrl) })],
  render: (args, { loaded }) => {
    const codes = loaded.codes as Awaited<ReturnType<typeof makeQrCodes>>;
    return <QrCard {...args} pngDataUrl={codes.pngDataUrl} svg={codes.svg} />;
  },
} satisfies Meta<typeof QrCard>;
export default meta;

type Story = StoryObj<typeof meta>;

export const DemoCafe: Story = {};
export const LongName: Story = { args: { businessName: 'Al Mouj Seafood Grill and Karak House' } };
