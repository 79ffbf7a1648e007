// The Tokens page: colours, radii, type scale and spacing of both faces, read from the stylesheets
// the product ships (admin/lib/ui/tokens.css and the admin's CSS, the
// customer menu's shared/ui/menu/menu-theme.ts via menu-css.ts).
import type { CSSProperties, ReactNode } from 'react';
import { menuCss as widgetCss } from '../../shared/ui/menu/menu-css.ts';
import {
  declaredProperties,
  isColour,
  propertyDefaults,
  usedValues,
  type Token,
} from './read-tokens.ts';

const adminSheets = import.meta.glob<string>(['../../admin/**/*.css', '../../shared/ui/*.css'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const adminCss = Object.values(adminSheets).join('\n');

export const adminTokens = declaredProperties(adminCss, 'qm');
export const widgetTokens = propertyDefaults(widgetCss, 'qr-menu');

const box: CSSProperties = {
  border: '1px solid #cbd5e1',
  borderRadius: 8,
  padding: 12,
  background: '#fff',
  color: '#0f172a',
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section style={{ marginBlockEnd: 32 }}>
      <h2 style={{ fontSize: '1.25rem', marginBlock: '0 12px' }}>{title}</h2>
      {children}
    </section>
  );
}

function Swatches({ tokens }: { tokens: Token[] }) {
  return (
    <ul
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
        gap: 12,
        padding: 0,
        listStyle: 'none',
      }}
    >
      {tokens.map((token) => (
        <li key={token.name} style={box}>
          <div
            aria-hidden="true"
            style={{
              height: 48,
              borderRadius: 6,
              background: token.value,
              border: '1px solid rgb(0 0 0 / 12%)',
            }}
          />
          <code style={{ display: 'block', marginBlockStart: 8 }}>{token.name}</code>
          <span>{token.value}</span>
        </li>
      ))}
    </ul>
  );
}

function ValueTable({ tokens, caption }: { tokens: Token[]; caption: string }) {
  return (
    <table style={{ borderCollapse: 'collapse', minWidth: 320 }}>
      <caption style={{ textAlign: 'start', fontWeight: 600, paddingBlockEnd: 4 }}>
        {caption}
      </caption>
      <thead>
        <tr>
          <th style={{ textAlign: 'start', paddingInlineEnd: 24 }}>Token</th>
          <th style={{ textAlign: 'start' }}>Value</th>
        </tr>
      </thead>
      <tbody>
        {tokens.map((token) => (
          <tr key={token.name}>
            <td style={{ paddingInlineEnd: 24 }}>
              <code>{token.name}</code>
            </td>
            <td>{token.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function TypeScale({ sizes, font }: { sizes: string[]; font: string }) {
  return (
    <ul style={{ padding: 0, listStyle: 'none', margin: 0 }}>
      {sizes.map((size) => (
        <li key={size} style={{ display: 'flex', gap: 16, alignItems: 'baseline' }}>
          <code style={{ minInlineSize: 72 }}>{size}</code>
          <span style={{ fontSize: size, fontFamily: font }}>Karak Tea · كرك · 1.500 OMR</span>
        </li>
      ))}
    </ul>
  );
}

function Spacing({ values }: { values: string[] }) {
  return (
    <ul style={{ padding: 0, listStyle: 'none', margin: 0, display: 'grid', gap: 6 }}>
      {values.map((value) => (
        <li key={value} style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
          <code style={{ minInlineSize: 72 }}>{value}</code>
          <span
            aria-hidden="true"
            style={{
              display: 'inline-block',
              inlineSize: value,
              blockSize: 12,
              background: '#0f766e',
            }}
          />
        </li>
      ))}
    </ul>
  );
}

/** Both faces' tokens, each group as swatches or samples beside its name and value. */
export function TokensPage() {
  const widgetFont =
    widgetTokens.find((token) => token.name === '--qr-menu-font')?.value ?? 'system-ui';
  return (
    <main style={{ maxWidth: 960 }}>
      <h1 style={{ fontSize: '1.75rem' }}>Design tokens</h1>
      <p>
        Read from the stylesheets the product ships, so this page changes when they do. A host page
        themes the customer menu by setting the <code>--qr-menu-*</code> properties on{' '}
        <code>&lt;qr-menu&gt;</code>; the values below are the defaults.
      </p>
      <Section title="Customer menu (widget): colours">
        <Swatches tokens={widgetTokens.filter((token) => isColour(token.value))} />
      </Section>
      <Section title="Customer menu (widget): other properties">
        <ValueTable
          caption="Widget properties"
          tokens={widgetTokens.filter((token) => !isColour(token.value))}
        />
      </Section>
      <Section title="Customer menu (widget): type scale">
        <TypeScale sizes={usedValues(widgetCss, 'font-size')} font={widgetFont} />
      </Section>
      <Section title="Customer menu (widget): spacing (gap)">
        <Spacing values={usedValues(widgetCss, 'gap')} />
      </Section>
      <Section title="Admin app: colours">
        <Swatches tokens={adminTokens.filter((token) => isColour(token.value))} />
      </Section>
      <Section title="Admin app: other properties">
        <ValueTable
          caption="Admin properties"
          tokens={adminTokens.filter((token) => !isColour(token.value))}
        />
      </Section>
      <Section title="Admin app: type scale">
        <TypeScale sizes={usedValues(adminCss, 'font-size')} font="system-ui, sans-serif" />
      </Section>
      <Section title="Admin app: spacing (gap)">
        <Spacing values={usedValues(adminCss, 'gap')} />
      </Section>
    </main>
  );
}
