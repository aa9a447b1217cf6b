import { describe, expect, it } from 'vitest';
import { theme } from '../theme';
import { MEDIA } from './layout';

describe('the breakpoints', () => {
  it('are the chat spec’s 480 / 768 / 1024 px, in the theme as in the media queries', () => {
    expect(theme.breakpoints).toMatchObject({ xs: '30em', sm: '48em', md: '64em' });
    expect(MEDIA).toEqual({
      phone: '(max-width: 29.99em)',
      mobile: '(max-width: 47.99em)',
      tablet: '(min-width: 48em)',
      desktop: '(min-width: 64em)',
    });
  });
});
