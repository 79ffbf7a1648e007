import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MenuFrame } from './menu-frame.tsx';
import { MenuState } from './menu-state.tsx';
import { langOf } from './stories/fixtures.tsx';

// The widget's texts (widget/i18n.ts), which passes them in; shared/ui imports no dictionary.
const TITLES = {
  loading: { en: 'Loading Business...', ar: 'جارٍ تحميل القائمة...' },
  empty: { en: 'No items in this category yet.', ar: 'لا توجد أصناف في هذا القسم بعد.' },
  'not-found': { en: 'Menu not found', ar: 'القائمة غير موجودة' },
  error: { en: 'Could not load the menu', ar: 'تعذر تحميل القائمة' },
} as const;

const meta = {
  title: 'Shared/Menu/States',
  component: MenuState,
  render: (args, { globals }) => {
    const lang = langOf(globals);
    return (
      <MenuFrame lang={lang}>
        <MenuState
          {...args}
          title={TITLES[args.kind ?? 'empty'][lang]}
          retryLabel={args.retryLabel && (lang === 'ar' ? 'إعادة المحاولة' : 'Retry')}
        />
      </MenuFrame>
    );
  },
  args: { kind: 'loading', title: TITLES.loading.en },
} satisfies Meta<typeof MenuState>;
export default meta;

type Story = StoryObj<typeof meta>;

/** While the menu loads: a polite status. */
export const Loading: Story = {};
/** An empty menu or category (the widget's grid). */
export const Empty: Story = { args: { kind: 'empty', title: TITLES.empty.en } };
export const NotFound: Story = { args: { kind: 'not-found', title: TITLES['not-found'].en } };
/** Failed to load, with a retry button. */
export const LoadFailed: Story = {
  args: { kind: 'error', title: TITLES.error.en, retryLabel: 'Retry', onRetry: fn() },
};
