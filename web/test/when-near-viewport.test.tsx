import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WhenNearViewport } from '@web/components/when-near-viewport';
import { scrollAllIntoView, viewport } from './intersection-observer';

describe('WhenNearViewport', () => {
  it('shows a placeholder until the spot nears the screen, then the content, and keeps it', async () => {
    viewport.onScreen = false;
    const { container } = render(
      <WhenNearViewport>
        <p>carousel</p>
      </WhenNearViewport>,
    );
    expect(screen.queryByText('carousel')).toBeNull();
    expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull();
    act(() => scrollAllIntoView());
    expect(await screen.findByText('carousel')).toBeInTheDocument();
    act(() => scrollAllIntoView());
    expect(screen.getAllByText('carousel')).toHaveLength(1);
  });
});
