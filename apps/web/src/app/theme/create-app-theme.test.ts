import { describe, expect, it } from 'vitest';
import { createAppTheme } from './create-app-theme';

describe('createAppTheme motion', () => {
  it('animates by default: MUI durations and CSS transitions', () => {
    const theme = createAppTheme('light');
    expect(theme.transitions.duration.standard).toBe(300);
    expect(theme.transitions.duration.enteringScreen).toBe(225);
    expect(theme.transitions.create('opacity')).toContain('opacity');
  });

  it('with reduced motion every duration is 0 and no CSS transition is made', () => {
    const theme = createAppTheme('dark', undefined, 'reduced');
    expect(Object.values(theme.transitions.duration)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(theme.transitions.create(['opacity', 'transform'])).toBe('none');
    // the rest of the theme is the same
    expect(theme.palette.mode).toBe('dark');
    expect(theme.palette.primary.main).toBe(createAppTheme('dark').palette.primary.main);
  });
});
