// Light and dark themes: react-admin's default theme with the product's colours and shapes.
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

const fontFamily = "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/**
 * Monospace faces that carry Vietnamese's precomposed letters (macOS, Windows, Android, Linux),
 * before the generic one: a face without them has the browser patch each accented letter in
 * from another font, out of line with the rest.
 */
export const monoFontFamily =
  "ui-monospace, 'SF Mono', Menlo, 'Cascadia Mono', Consolas, 'Roboto Mono', 'Noto Sans Mono', 'DejaVu Sans Mono', 'Liberation Mono', 'Courier New', monospace";

const shared = (base: RaThemeOptions): RaThemeOptions => ({
  ...base,
  shape: { borderRadius: 10 },
  typography: { ...base.typography, fontFamily, button: { textTransform: 'none', fontWeight: 600 } },
  sidebar: { width: 232, closedWidth: 56 },
  components: {
    ...base.components,
    MuiButton: { defaultProps: { disableElevation: true } },
    // A card holding a list's bulk actions bar (components/BulkActionsBar.tsx) clips without
    // being a scroll container, so the bar sticks to the page, not to the card.
    MuiCard: { styleOverrides: { root: { borderRadius: 12, '&:has(.BulkActionsBar-root)': { overflow: 'clip' } } } },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 12 } } },
    MuiChip: { styleOverrides: { root: { fontWeight: 600 } } },
    // A checkbox's aria-label (react-admin's 'Select this row' and 'Select all') belongs on
    // the <input> a screen reader reads, not on the <span> around it, where it names nothing
    // and is a prohibited attribute.
    MuiCheckbox: {
      defaultProps: {
        slotProps: {
          root: { 'aria-label': undefined },
          input: (ownerState: { 'aria-label'?: string; inputProps?: object }) => ({ 'aria-label': ownerState['aria-label'], ...ownerState.inputProps }),
        },
      },
    },
    MuiTableCell: { styleOverrides: { head: { fontWeight: 700 } } },
    // A select's menu opens below its field, not over it: MUI selects the option under the
    // pointer when the button is released 200-400 ms after the press, so a menu laid over the
    // field took a slow click (a hand that trembles, a busy machine) for a pick of whatever
    // option sat there, and closed. Below the field, the release lands on the field itself.
    MuiSelect: {
      defaultProps: {
        MenuProps: { anchorOrigin: { vertical: 'bottom', horizontal: 'left' }, transformOrigin: { vertical: 'top', horizontal: 'left' } },
      },
    },
  },
});

export const lightTheme: RaThemeOptions = shared({
  ...defaultLightTheme,
  palette: {
    mode: 'light',
    primary: { main: '#4f46e5' },
    secondary: { main: '#0f766e' },
    // MUI's default orange and light blue are below 4.5:1 as text on white and under white text.
    warning: { main: '#b45309' },
    info: { main: '#0369a1' },
    background: { default: '#f5f6fa', paper: '#ffffff' },
  },
});

export const darkTheme: RaThemeOptions = shared({
  ...defaultDarkTheme,
  palette: {
    mode: 'dark',
    primary: { main: '#a5b4fc' },
    secondary: { main: '#5eead4' },
    background: { default: '#0f1117', paper: '#181b24' },
  },
});
