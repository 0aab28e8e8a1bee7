import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../config/messages';
import { LoadingBlock } from './feedback';
import { lightTheme } from './tokens';

describe('LoadingBlock', () => {
  it("says 'Yükleniyor' under the spinner unless a label is given (public pages)", () => {
    render(
      <ThemeProvider theme={lightTheme}>
        <LoadingBlock />
      </ThemeProvider>,
    );
    expect(screen.getByText('Yükleniyor')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it("keeps the dashboard's SPEC text when asked for it", () => {
    render(
      <ThemeProvider theme={lightTheme}>
        <LoadingBlock label={MESSAGES.loading} />
      </ThemeProvider>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
  });
});
