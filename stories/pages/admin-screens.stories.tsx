// The owner's main screens with fixture data (issue 18): editing an item and the banner, each with
// the customer preview beside the form, and the dashboard with its link to the real customer page.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { BannerEditor } from '../../admin/features/banner/components/banner-editor.tsx';
import { DashboardWelcome } from '../../admin/features/dashboard/components/dashboard-welcome.tsx';
import { EmbedSnippet } from '../../admin/features/dashboard/components/embed-snippet.tsx';
import { sampleInsights } from '../../admin/features/dashboard/components/insights-fixtures.ts';
import { InsightsPanel } from '../../admin/features/dashboard/components/insights-panel.tsx';
import { InsightsView } from '../../admin/features/dashboard/components/insights-view.tsx';
import { QrCard } from '../../admin/features/dashboard/components/qr-card.tsx';
import { sampleCategories, sampleItems } from '../../admin/features/menu/components/fixtures.ts';
import { ItemFormDialog } from '../../admin/features/menu/components/item-form-dialog.tsx';
import { embedSnippetFor, makeQrCodes, menuUrlFor } from '../../admin/lib/qr-codes.ts';
import '../../admin/features/dashboard/components/dashboard.css';

const banner = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="500"><rect width="1600" height="500" fill="#6b3a1e"/></svg>',
)}`;

type QrCodes = Awaited<ReturnType<typeof makeQrCodes>>;
const origin = 'https://qrmenu.example';
const menuUrl = menuUrlFor(origin, 'democafe');

interface ScreensProps {
  screen: 'item' | 'banner' | 'dashboard';
  /** The dashboard's QR code, made the way the dashboard makes it. */
  codes?: QrCodes | undefined;
}

function Screens({ screen: shown, codes }: ScreensProps) {
  if (shown === 'item') {
    return (
      <ItemFormDialog
        open
        item={sampleItems[0]!}
        categories={sampleCategories}
        languages={['en', 'ar']}
        primary="en"
        onOpenChange={fn()}
        onSubmit={fn(async () => true)}
      />
    );
  }
  if (shown === 'banner') {
    return (
      <BannerEditor
        businessName="Demo Cafe"
        bannerUrl={banner}
        headline="Fresh karak every morning"
        headlineAr="كرك طازج كل صباح"
        languages={['en', 'ar']}
        onSave={fn(async () => true)}
      />
    );
  }
  return (
    <MemoryRouter>
      <div className="dashboard">
        <DashboardWelcome businessName="Demo Cafe" onLogout={fn()} />
        <InsightsPanel days={30} onDaysChange={fn()}>
          <InsightsView insights={sampleInsights(30, 20)} primary="en" />
        </InsightsPanel>
        <QrCard
          businessName="Demo Cafe"
          slug="democafe"
          menuUrl={menuUrl}
          pngDataUrl={codes?.pngDataUrl ?? ''}
          svg={codes?.svg ?? ''}
          onPrint={fn()}
        />
        <EmbedSnippet snippet={embedSnippetFor(origin, 'democafe')} onCopy={fn()} />
      </div>
    </MemoryRouter>
  );
}

const meta = {
  title: 'Pages/Owner screens',
  component: Screens,
  parameters: { layout: 'fullscreen' },
  args: { screen: 'item' },
} satisfies Meta<typeof Screens>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * Menu management, editing Karak Tea: the customer card beside the form follows what the owner
 * types, before anything is saved.
 */
export const MenuManagementEditItem: Story = {
  globals: { locale: 'en' },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText(/Name · English/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Saffron Karak');
    const phone = within(dialog).getByTestId('customer-preview');
    await expect(
      await within(phone.shadowRoot as unknown as HTMLElement).findByRole('heading', {
        name: 'Saffron Karak',
      }),
    ).toBeVisible();
  },
};

/** The banner editor with the customer's header beside it, in English or Arabic. */
export const BannerEditorWithPreview: Story = { args: { screen: 'banner' } };

/** The dashboard: welcome, insights, the QR code that links to the real /democafe/menu, embed code. */
export const Dashboard: Story = {
  args: { screen: 'dashboard' },
  loaders: [async () => ({ codes: await makeQrCodes(menuUrl) })],
  render: (args, { loaded }) => <Screens {...args} codes={loaded.codes as QrCodes} />,
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link', { name: menuUrl });
    await expect(links[0]).toHaveAttribute('href', menuUrl);
  },
};
