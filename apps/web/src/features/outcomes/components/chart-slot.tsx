import { Center } from '@mantine/core';
import type { OutcomesScore } from '@portal/contracts';
import {
  createContext,
  lazy,
  type RefObject,
  Suspense,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import { useT } from '../../../lib/i18n';
import { Spinner } from '../../../lib/spinner';
import type { ChartKind } from './outcome-charts';
import classes from './outcomes.module.css';

// The chart library is its own chunk, downloaded when the first chart comes near the screen. One
// request however many charts and the Print button ask at once (a failed one is asked again later):
// concurrent import() calls of one module also raced vitest's module mocks (vitest issue 7040).
let charts: Promise<typeof import('./outcome-charts')> | undefined;
const loadCharts = () => {
  charts ??= import('./outcome-charts').catch((error: unknown) => {
    charts = undefined;
    throw error;
  });
  return charts;
};
const OutcomeChart = lazy(() => loadCharts().then((m) => ({ default: m.OutcomeChart })));

/** How far below (or above) the screen a chart starts to draw, so a scroll finds it drawn. */
const NEAR = '300px 0px';

/**
 * True while every chart of the screen must be drawn (printing): a print shows each chart, not the
 * empty frame of one that was never scrolled to.
 */
export const DrawAllCharts = createContext(false);

/**
 * Charts that came near the screen together are drawn one after the other, each in a task of its
 * own: a fast scroll over several never blocks the page for all of them at once (issue 39, speed).
 */
const waiting: (() => void)[] = [];
let drawing = false;
function drawInTurn(draw: () => void) {
  waiting.push(draw);
  if (drawing) return;
  drawing = true;
  const next = () => {
    const first = waiting.shift();
    if (!first) {
      drawing = false;
      return;
    }
    startTransition(first);
    window.setTimeout(next, 0);
  };
  next();
}

/**
 * A chart's place: a frame of the chart's own height (nothing moves when it is drawn), the chart
 * drawn when the frame comes near the screen (or for printing), and, for assistive technology, one
 * image named by `label` (its figures are in the tables below it).
 */
export function ChartSlot({
  label,
  kind,
  score,
  noUse = false,
}: {
  label: string;
  kind: ChartKind;
  score: OutcomesScore;
  noUse?: boolean;
}) {
  const t = useT();
  const frame = useRef<HTMLDivElement>(null);
  const drawAll = useContext(DrawAllCharts);
  const [near, setNear] = useState(false);
  const drawn = near || drawAll;

  useEffect(() => {
    const element = frame.current;
    if (drawn || !element) return;
    // A browser without the observer draws at once, as before.
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    let cancelled = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        drawInTurn(() => {
          if (!cancelled) setNear(true);
        });
      },
      { rootMargin: NEAR },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [drawn]);

  return (
    <div
      ref={frame}
      className={classes.chart}
      role="img"
      aria-label={label}
      data-chart={drawn ? 'drawn' : 'waiting'}
    >
      {drawn && (
        <Suspense
          fallback={
            <Center h={220}>
              <Spinner label={t('outcomes.chartLoading')} />
            </Center>
          }
        >
          <OutcomeChart kind={kind} score={score} noUse={noUse} />
        </Suspense>
      )}
    </div>
  );
}

/**
 * Resolves once every chart frame under `root` holds its drawing (the library draws a chart in a
 * second pass, after it has measured its frame), or after `timeoutMs`: the print goes ahead then with
 * what is drawn, the tables carrying every figure.
 */
function chartsDrawn(root: HTMLElement, timeoutMs = 5_000): Promise<void> {
  const started = performance.now();
  return new Promise((resolve) => {
    const check = () => {
      const frames = [...root.querySelectorAll('[data-chart]')];
      const done = frames.every((f) => f.querySelector('svg.recharts-surface'));
      if (done || performance.now() - started > timeoutMs) resolve();
      else window.requestAnimationFrame(check);
    };
    check();
  });
}

/**
 * Printing draws every chart (a surveyor's paper shows them all). The browser's own print draws them
 * in the `beforeprint` event, in that very task, before the page is laid out for paper; the Print
 * button draws them first, waits until each is drawn, then prints. `preparing` is true meanwhile.
 */
export function usePrintWithCharts(root: RefObject<HTMLElement | null>) {
  const [drawAll, setDrawAll] = useState(false);
  const [preparing, setPreparing] = useState(false);
  useEffect(() => {
    const beforePrint = () => flushSync(() => setDrawAll(true));
    // The print media's own change too: a print preview that fires no beforeprint (an emulated one).
    const printMedia = window.matchMedia?.('print');
    const onPrintMedia = (event: MediaQueryListEvent) => {
      if (event.matches) beforePrint();
    };
    window.addEventListener('beforeprint', beforePrint);
    printMedia?.addEventListener?.('change', onPrintMedia);
    return () => {
      window.removeEventListener('beforeprint', beforePrint);
      printMedia?.removeEventListener?.('change', onPrintMedia);
    };
  }, []);
  const print = useCallback(async () => {
    setPreparing(true);
    setDrawAll(true);
    try {
      // Offline, the chart library may not come: the print then shows the tables.
      await loadCharts().catch(() => undefined);
      if (root.current) await chartsDrawn(root.current);
    } finally {
      setPreparing(false);
    }
    window.print();
  }, [root]);
  return { drawAll, preparing, print };
}
