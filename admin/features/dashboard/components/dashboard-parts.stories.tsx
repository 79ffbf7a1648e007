import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { fn } from 'storybook/test';
import { embedSnippetFor } from '../../../lib/qr-codes.ts';
import { DashboardWelcome } from './dashboard-welcome.tsx';
import { EmbedSnippet } from './embed-snippet.tsx';
import '../../../lib/ui/tokens.css';
import './dashboard.css';

function DashboardParts({ businessName }: { businessName: string }) {
  return (
    <MemoryRouter>
      <div className="dashboard">
        <DashboardWelcome businessName={businessName} onLogout={fn()} />
        <EmbedSnippet
          snippet={embedSnippetFor('https://qrmenu.example', 'democafe')}
          onCopy={fn()}
        />
      </div>
    </MemoryRouter>
  );
}

const meta = {
  title: 'Dashboard/Welcome and embed snippet',
  component: DashboardParts,
  args: { businessName: 'Demo Cafe' },
} satisfies Meta<typeof DashboardParts>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};
