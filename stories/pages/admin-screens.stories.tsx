// The owner's main screens with fixture data: editing an item and the banner, each with
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
import { CategoriesPanel } from '../../admin/features/menu/components/categories-panel.tsx';
import { ItemFormDialog } from '../../admin/features/menu/components/item-form-dialog.tsx';
import { ItemGrid } from '../../admin/features/menu/components/item-grid.tsx';
import { MenuToolbar } from '../../admin/features/menu/components/menu-toolbar.tsx';
import { DEFAULT_QUERY } from '../../admin/features/menu/lib/menu-query.ts';
import { useI18n } from '../../admin/lib/i18n/language-context.ts';
import { embedSnippetFor, makeQrCodes, menuUrlFor } from '../../admin/lib/qr-codes.ts';
import '../../admin/features/dashboard/components/dashboard.css';

const banner = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="500"><rect width="1600" height="500" fill="#6b3a1e"/></svg>',
)}`;

type QrCodes = Awaited<ReturnType<typeof makeQrCodes>>;
const origin = 'https://qrmenu.example';
const menuUrl = menuUrlFor(origin, 'democafe');

interface ScreensProps {
  screen: 'menu' | 'item' | 'banner' | 'dashboard';
  /** The dashboard's QR code, made the way the dashboard makes it. */
  codes?: QrCodes | undefined;
}

/** Menu management as the route lays it out: categories beside the toolbar and the item grid. */
function MenuScreen() {
  const { t } = useI18n();
  return (
    <div className="ui-page">
      <header className="ui-page__header">
        <h1>{t.menu.heading}</h1>
        <button type="button" className="ui-button">
          {t.menu.addItem}
        </button>
      </header>
      <div className="menu-layout">
        <div className="menu-layout__side">
          <CategoriesPanel
            categories={sampleCategories}
            languages={['en', 'ar']}
            primary="en"
            onAdd={fn(async () => true)}
            onDelete={fn()}
            onMove={fn()}
          />
        </div>
        <section className="ui-page menu-layout__main" aria-label={t.menu.itemsRegion}>
          <MenuToolbar
            onSearch={fn()}
            query={DEFAULT_QUERY}
            categories={sampleCategories}
            primary="en"
            onChange={fn()}
          />
          <p className="ui-muted">{t.common.items(sampleItems.length)}</p>
          <ItemGrid
            items={sampleItems}
            languages={['en', 'ar']}
            primary="en"
            onEdit={fn()}
            onDelete={fn()}
            onSoldOut={fn()}
            onChoiceSoldOut={fn()}
          />
        </section>
      </div>
    </div>
  );
}

function Screens({ screen: shown, codes }: ScreensProps) {
  if (shown === 'menu') return <MenuScreen />;
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
 * Menu management: each dish is the customer's card (the same component as the widget's), with
 * the owner's notes (category, hidden, missing translations) and buttons added.
 */
export const MenuManagement: Story = {
  args: { screen: 'menu' },
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('list', { name: /Menu items|أصناف القائمة/ });
    const karak = within(grid).getByRole('listitem', { name: /Karak Tea|شاي كرك/ });
    await expect(within(karak).getByRole('button', { name: /^(Edit|تعديل)/ })).toBeVisible();
    await expect(within(karak).getByRole('heading', { level: 3 })).toBeVisible();
  },
};

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
