/** Foundations: the live tokens of the brand and mode chosen in the toolbar, straight from createTheme. */
import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { contrast } from './color';
import { flattenTokens } from './cssVars';
import { useUiTheme } from './UiThemeProvider';
import { fontStack, vars } from './vars';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${vars.font.size.sm};
  color: ${vars.color.text.primary};
  th, td { text-align: left; padding: ${vars.space['2']} ${vars.space['3']}; border-bottom: 1px solid ${vars.color.border.subtle}; vertical-align: middle; }
  th { color: ${vars.color.text.secondary}; font-weight: ${vars.font.weight.medium}; position: sticky; top: 0; background: ${vars.color.surface.base}; }
  code { font-family: ${fontStack.mono}; font-size: ${vars.font.size.xs}; }
`;

const Swatch = styled.span`
  display: inline-block;
  width: 28px;
  height: 28px;
  border-radius: ${vars.radius.sm};
  border: 1px solid ${vars.color.border.default};
  vertical-align: middle;
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${vars.space['3']};
`;

const Card = styled.div`
  border-radius: ${vars.radius.lg};
  overflow: hidden;
  border: 1px solid ${vars.color.border.subtle};
  background: ${vars.color.surface.base};
  color: ${vars.color.text.primary};
  font-size: ${vars.font.size.xs};
  div:first-child { height: 64px; display: grid; place-items: center; font-weight: ${vars.font.weight.bold}; font-size: ${vars.font.size.md}; }
  div:last-child { padding: ${vars.space['2']} ${vars.space['3']}; display: grid; gap: 2px; }
  code { font-family: ${fontStack.mono}; }
`;

function TokenTable() {
  const { theme, mode } = useUiTheme();
  const rows = flattenTokens(theme[mode]);
  return (
    <Table>
      <caption style={{ textAlign: 'left', padding: 8 }}>
        {theme.name} · {mode} · {rows.length} tokens
      </caption>
      <thead>
        <tr>
          <th scope="col">Variable</th>
          <th scope="col">Value</th>
          <th scope="col">Preview</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([name, value]) => (
          <tr key={name}>
            <td>
              <code>{name}</code>
            </td>
            <td>
              <code>{value}</code>
            </td>
            <td>{name.startsWith('--ui-color') ? <Swatch style={{ background: `var(${name})` }} /> : null}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

const roles = ['accent', 'secondary', 'success', 'warning', 'danger', 'info'] as const;

function ColorRoles() {
  const { theme, mode } = useUiTheme();
  const t = theme[mode].color;
  return (
    <Grid>
      {roles.map((role) => (
        <Card key={role}>
          <div style={{ background: t[role].solid, color: t[role].onSolid }}>{role}</div>
          <div>
            <code>solid {t[role].solid}</code>
            <code>
              text on solid {contrast(t[role].onSolid, t[role].solid).toFixed(1)}:1
            </code>
            <code style={{ color: t[role].text }}>
              as text {contrast(t[role].text, t.surface.base).toFixed(1)}:1
            </code>
          </div>
        </Card>
      ))}
      {(['canvas', 'base', 'raised', 'overlay', 'sunken'] as const).map((s) => {
        const bg = s === 'canvas' ? t.canvas : t.surface[s];
        return (
          <Card key={s}>
            <div style={{ background: bg, color: t.text.primary }}>{s}</div>
            <div>
              <code>{bg}</code>
              <code>text {contrast(t.text.primary, bg).toFixed(1)}:1</code>
              <code>muted {contrast(t.text.muted, bg).toFixed(1)}:1</code>
            </div>
          </Card>
        );
      })}
    </Grid>
  );
}

const sizes = ['xs', 'sm', 'md', 'lg', 'xl', '2xl', '3xl', '4xl'] as const;

function Typography() {
  return (
    <div style={{ display: 'grid', gap: 12, color: vars.color.text.primary }}>
      {sizes.map((size) => (
        <div key={size} style={{ display: 'grid', gridTemplateColumns: '64px 1fr', alignItems: 'baseline', gap: 16 }}>
          <code style={{ color: vars.color.text.muted, fontSize: 12 }}>{size}</code>
          <span style={{ fontSize: vars.font.size[size], fontFamily: size.includes('xl') ? fontStack.display : fontStack.body, fontWeight: size.includes('xl') ? vars.font.weight.heading : undefined, textTransform: size.includes('xl') ? (vars.font.textTransform.heading as 'none') : undefined }}>
            Jackpot 1,234,567.89 ジャックポット 头奖 잭팟 แจ็คพอต
          </span>
        </div>
      ))}
    </div>
  );
}

const spaces = ['1', '2', '3', '4', '5', '6', '8', '10', '12', '16'] as const;

function Spacing() {
  return (
    <div style={{ display: 'grid', gap: 8, color: vars.color.text.primary }}>
      {spaces.map((key) => (
        <div key={key} style={{ display: 'flex', alignItems: 'center', gap: 16 }}>
          <code style={{ width: 80, fontSize: 12 }}>space.{key}</code>
          <span style={{ height: 16, width: vars.space[key], background: vars.color.accent.solid, borderRadius: 2 }} />
          <code style={{ fontSize: 12, color: vars.color.text.muted }}>{Number(key) * 4}px</code>
        </div>
      ))}
    </div>
  );
}

const meta = {
  title: 'Foundations/Tokens',
  tags: ['any-locale'],
  parameters: { a11y: { test: 'error' } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colors: Story = { tags: ['vrt', 'vrt-brands'], render: () => <ColorRoles /> };
export const TypeScale: Story = { tags: ['vrt', 'vrt-brands'], render: () => <Typography /> };
export const SpacingScale: Story = { render: () => <Spacing /> };
export const AllTokens: Story = { render: () => <TokenTable /> };
