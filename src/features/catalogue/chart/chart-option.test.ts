import { describe, expect, it } from 'vitest'
import { FALL_COLOR, RISE_COLOR } from '@/shared/lib/format'
import {
  buildNavChartOption,
  drawnPoints,
  FLAT_COLOR,
  xLabelIndexes,
  yAxisBounds,
  Y_SPLITS,
} from './chart-option'
import type { ChartPoint } from './metrics'

const pts = (...values: (number | null)[]): ChartPoint[] =>
  values.map((value, i) => ({ date: `202601${String(i + 1).padStart(2, '0')}`, value }))

type Axis = {
  data?: string[]
  min?: number
  max?: number
  interval?: number
  splitNumber?: number
  axisLabel: { interval: (i: number) => boolean; formatter: (v: number) => string }
}
type Series = { data: (number | null)[]; lineStyle: { color: string } }
const parts = (points: ChartPoint[], fmt?: (v: number) => string) => {
  const o = buildNavChartOption({ points, seriesLabel: '单位净值', valueFormatter: fmt })
  return {
    o,
    x: o.xAxis as unknown as Axis,
    y: o.yAxis as unknown as Axis,
    s: (o.series as unknown as Series[])[0],
  }
}

describe('chart anchors (catalogue §9.2)', () => {
  it('y-axis has exactly 4 equal splits around the data', () => {
    const { y } = parts(pts(1.01, 1.05, 1.02))
    expect(y.splitNumber).toBe(Y_SPLITS)
    expect((y.max! - y.min!) / y.interval!).toBeCloseTo(4, 10)
    expect(y.min!).toBeLessThan(1.01)
    expect(y.max!).toBeGreaterThan(1.05)
    const flat = yAxisBounds([2, 2])
    expect(flat.max).toBeGreaterThan(flat.min)
  })

  it('x labels only at first, middle and last', () => {
    expect(xLabelIndexes(21)).toEqual([0, 10, 20])
    expect(xLabelIndexes(2)).toEqual([0, 1])
    const { x } = parts(pts(...Array.from({ length: 9 }, (_, i) => 1 + i / 100)))
    const shown = x.data!.map((_, i) => i).filter((i) => x.axisLabel.interval(i))
    expect(shown).toEqual([0, 4, 8])
    expect(x.data![0]).toBe('2026-01-01')
  })

  it('a single point is repeated into a line', () => {
    expect(drawnPoints(pts(1.2))).toHaveLength(2)
    const { s, x } = parts(pts(1.2))
    expect(s.data).toEqual([1.2, 1.2])
    expect(x.data!.filter((_, i) => x.axisLabel.interval(i))).toHaveLength(1)
  })

  it('line colour is red when the range rose, green when it fell', () => {
    expect(parts(pts(1, 1.1)).s.lineStyle.color).toBe(RISE_COLOR)
    expect(parts(pts(1.1, 1)).s.lineStyle.color).toBe(FALL_COLOR)
    expect(parts(pts(1, 1)).s.lineStyle.color).toBe(FLAT_COLOR)
  })

  it('values to 4 decimals by default, or the given formatter', () => {
    expect(parts(pts(1, 2)).y.axisLabel.formatter(1.23456)).toBe('1.2346')
    expect(parts(pts(1, 2), (v) => v.toFixed(2)).y.axisLabel.formatter(1.23456)).toBe('1.23')
  })

  it('tooltip uses a crosshair and shows date and value', () => {
    const { o } = parts(pts(1, 1.23456))
    const tooltip = o.tooltip as {
      trigger: string
      axisPointer: { type: string }
      formatter: (p: unknown) => string
    }
    expect(tooltip.trigger).toBe('axis')
    expect(tooltip.axisPointer.type).toBe('cross')
    expect(tooltip.formatter([{ dataIndex: 1, value: 1.23456 }])).toBe('2026-01-02<br/>单位净值：1.2346')
  })
})

describe('chart text', () => {
  it('takes the page font when given one, and echarts’ own otherwise', () => {
    const given = buildNavChartOption({
      points: pts(1, 1.1),
      seriesLabel: '单位净值',
      fontFamily: 'Noto Sans CJK SC',
    })
    expect(given.textStyle).toEqual({ fontFamily: 'Noto Sans CJK SC' })
    expect(buildNavChartOption({ points: pts(1, 1.1), seriesLabel: '单位净值' }).textStyle).toBeUndefined()
  })
})
