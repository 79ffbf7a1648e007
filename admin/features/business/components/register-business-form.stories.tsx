import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fn } from 'storybook/test';
import { RegisterBusinessForm } from './register-business-form.tsx';
import '../../../lib/ui/tokens.css';

const taken = new Set(['democafe']);
// The slug's availability is a query (use-registration-form.ts).
const queryClient = new QueryClient();

const meta = {
  title: 'Business/RegisterBusinessForm',
  component: RegisterBusinessForm,
  decorators: [
    (Story) => (
      <QueryClientProvider client={queryClient}>
        <Story />
      </QueryClientProvider>
    ),
  ],
  args: {
    origin: 'https://qrmenu.example',
    // Stands in for slug_available: democafe is taken, anything else is free.
    checkSlug: fn(async (slug: string) => (taken.has(slug) ? 'taken' : 'available')),
    onSubmit: fn(async () => undefined),
    onInvalid: fn(),
    busy: false,
    error: null,
  },
} satisfies Meta<typeof RegisterBusinessForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Registering: Story = { args: { busy: true } };
export const BackendError: Story = {
  args: { error: 'new row violates row-level security policy for table "businesses"' },
};

/** The form in Arabic, right to left: a bilingual menu with Arabic first is the default there. */
export const InArabic: Story = { globals: { locale: 'ar' } };
