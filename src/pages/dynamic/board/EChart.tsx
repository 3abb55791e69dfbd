/**
 * A chart of a report (issue 9 §4): ECharts, loaded lazily (echarts-setup.ts), initialised on mount, given the
 * option whenever it changes, resized with its box and disposed on unmount. The chart's points are also written as a
 * visually hidden list, so the values can be read without the canvas (screen readers, tests in jsdom).
 */
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatReportValue } from '../../../../runtime/core/lowcode/report-format';

/** A chart as the report answer describes it. */
export interface ChartData {
  type: 'bar' | 'line' | 'pie';
  title: string;
  dimension: string;
  measure: { fn: string; label: string };
  points: { key: string | null; name: string; value: number | null }[];
}

/** The ECharts option of a chart. */
export function chartOption(chart: ChartData, measureName: string) {
  const data = chart.points.map((point) => point.value ?? 0);
  if (chart.type === 'pie') {
    return {
      tooltip: { trigger: 'item' },
      legend: { bottom: 0, type: 'scroll' },
      series: [{ type: 'pie', name: measureName, radius: ['35%', '65%'], data: chart.points.map((point) => ({ name: point.name, value: point.value ?? 0 })) }],
    };
  }
  return {
    tooltip: { trigger: 'axis' },
    grid: { left: 56, right: 24, top: 24, bottom: 40 },
    xAxis: { type: 'category', name: chart.dimension, data: chart.points.map((point) => point.name) },
    yAxis: { type: 'value' },
    series: [{ type: chart.type, name: measureName, data, ...(chart.type === 'line' ? { smooth: true } : { barMaxWidth: 48 }) }],
  };
}

/** Draws a chart. */
export function EChart({ chart, height = 320 }: { chart: ChartData; height?: number }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const instance = useRef<{ setOption(option: unknown, notMerge?: boolean): void; resize(): void; dispose(): void } | undefined>(undefined);
  const measureName = [t(`board.fn.${chart.measure.fn}`), chart.measure.label].filter(Boolean).join(' · ');
  const option = useMemo(() => chartOption(chart, measureName), [chart, measureName]);
  const latest = useRef(option);
  latest.current = option;

  useEffect(() => {
    let live = true;
    let observer: ResizeObserver | undefined;
    const onResize = () => instance.current?.resize();
    import('./echarts-setup')
      .then(({ init }) => {
        if (!live || !box.current) return;
        try {
          instance.current = init(box.current);
          instance.current.setOption(latest.current, true);
        } catch {
          // No canvas (e.g. jsdom): the hidden list below still carries the values.
          instance.current = undefined;
          return;
        }
        if (typeof ResizeObserver !== 'undefined') {
          observer = new ResizeObserver(onResize);
          observer.observe(box.current);
        }
        window.addEventListener('resize', onResize);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      observer?.disconnect();
      window.removeEventListener('resize', onResize);
      instance.current?.dispose();
      instance.current = undefined;
    };
  }, []);

  useEffect(() => {
    instance.current?.setOption(option, true);
  }, [option]);

  return (
    <div data-testid="report-chart" data-chart-type={chart.type}>
      <div ref={box} style={{ width: '100%', height }} role="img" aria-label={chart.title} />
      <ul className="klx-visually-hidden" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', margin: 0, padding: 0 }}>
        {chart.points.map((point) => (
          <li key={point.key ?? ''} data-testid="chart-point">
            {point.name}: {formatReportValue(point.value, 'number')}
          </li>
        ))}
      </ul>
    </div>
  );
}
