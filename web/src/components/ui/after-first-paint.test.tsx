import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AfterFirstPaint } from './after-first-paint';

describe('AfterFirstPaint', () => {
  it('paints the fallback first and the children once the browser is idle', async () => {
    render(
      <AfterFirstPaint fallback={<p>placeholder</p>}>
        <p>long list</p>
      </AfterFirstPaint>,
    );
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    expect(screen.queryByText('long list')).toBeNull();
    expect(await screen.findByText('long list')).toBeInTheDocument();
    expect(screen.queryByText('placeholder')).toBeNull();
  });
});
