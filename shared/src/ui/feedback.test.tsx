import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../config/messages';
import { LoadingBlock } from './feedback';
import { renderThemed } from './kit.test-support';

describe('LoadingBlock', () => {
  it("says 'Yükleniyor' under the spinner unless a label is given (public pages)", () => {
    renderThemed(<LoadingBlock />);
    expect(screen.getByText('Yükleniyor')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it("keeps the dashboard's SPEC text when asked for it", () => {
    renderThemed(<LoadingBlock label={MESSAGES.loading} />);
    expect(screen.getByText('Loading')).toBeInTheDocument();
  });
});
