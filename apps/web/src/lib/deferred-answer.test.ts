import { renderHook } from '@testing-library/react';
import { expect, it } from 'vitest';
import { useDeferredAnswer } from './deferred-answer';

it('is loading while the query is, and gives the answer once it is drawn', () => {
  const { result, rerender } = renderHook(
    (q: { data: string[] | undefined; isPending: boolean }) => useDeferredAnswer(q),
    { initialProps: { data: undefined as string[] | undefined, isPending: true } },
  );
  expect(result.current).toEqual({ data: undefined, loading: true });
  rerender({ data: ['Riley'], isPending: false });
  expect(result.current).toEqual({ data: ['Riley'], loading: false });
  // An empty answer is an answer: drawn as empty, not as loading.
  rerender({ data: [], isPending: false });
  expect(result.current).toEqual({ data: [], loading: false });
});
