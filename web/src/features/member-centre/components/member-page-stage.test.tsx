import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { LOADER_FALLBACK_MS } from '@lotto/contract';
import { MemberPageStage } from './member-page-stage';

afterEach(() => {
  vi.useRealTimers();
});

describe('member-centre page loader', () => {
  it('[S2-4.20] [S2-9.12] hides the page behind a loader until the page says its data is in', () => {
    let ready: () => void = () => undefined;
    render(
      <MemberPageStage>
        {(onReady) => {
          ready = onReady;
          return <p>page content</p>;
        }}
      </MemberPageStage>,
    );
    expect(screen.getByTestId('member-page-loader')).toBeInTheDocument();
    expect(screen.queryByText('page content')).not.toBeVisible();
    act(() => ready());
    expect(screen.queryByTestId('member-page-loader')).toBeNull();
    expect(screen.getByText('page content')).toBeVisible();
  });

  it('[S2-4.20] [S2-9.12] gives up waiting after 3 s and shows the page anyway', () => {
    vi.useFakeTimers();
    render(<MemberPageStage>{() => <p>slow page</p>}</MemberPageStage>);
    act(() => {
      vi.advanceTimersByTime(LOADER_FALLBACK_MS - 1);
    });
    expect(screen.getByTestId('member-page-loader')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByTestId('member-page-loader')).toBeNull();
    expect(screen.getByText('slow page')).toBeVisible();
  });
});
