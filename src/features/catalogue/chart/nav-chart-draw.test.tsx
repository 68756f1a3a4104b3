import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, render } from '@testing-library/react'
import { NavChart } from './nav-chart'
import { quietCanvas } from './test-utils'

quietCanvas()

// Each chart echarts draws, with spies on its resize and its options.
type Chart = ReturnType<typeof import('./echarts-setup').initChart>
const charts = vi.hoisted(() => [] as Chart[])
vi.mock('./echarts-setup', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./echarts-setup')>()
  return {
    initChart: (...args: Parameters<typeof actual.initChart>) => {
      const chart = actual.initChart(...args)
      vi.spyOn(chart, 'resize')
      vi.spyOn(chart, 'setOption')
      charts.push(chart)
      return chart
    },
  }
})

// A ResizeObserver as browsers have it: it reports the observed size once as soon as it observes.
let report: (() => void) | undefined
class ReportingObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe() {
    report = () => this.callback([], this as unknown as ResizeObserver)
    report()
  }
  unobserve() {}
  disconnect() {}
}

let width = 343
beforeEach(() => {
  charts.length = 0
  width = 343
  vi.stubGlobal('ResizeObserver', ReportingObserver)
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => width)
})
afterEach(() => {
  vi.unstubAllGlobals()
})

const points = [
  { date: '20261116', value: 1.0 },
  { date: '20261117', value: 1.2 },
  { date: '20261118', value: 1.1 },
]

describe('NavChart drawing', () => {
  it('draws once at its width: the observer’s first report redraws nothing; a new width does', () => {
    render(<NavChart points={points} seriesLabel="单位净值" />)
    expect(charts).toHaveLength(1)
    expect(charts[0].resize).not.toHaveBeenCalled()
    act(() => report?.()) // the same width again
    expect(charts[0].resize).not.toHaveBeenCalled()
    width = 300 // the phone turned, or the page's column changed
    act(() => report?.())
    expect(charts[0].resize).toHaveBeenCalledWith({ width: 300, height: 200 })
  })

  it('draws its labels in the font of the text around it', () => {
    const pageFont = "'PingFang SC', 'Noto Sans CJK SC', sans-serif"
    const computed = window.getComputedStyle
    vi.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) => {
      const style = computed(element, pseudo)
      return (element as HTMLElement).dataset?.navChart === undefined
        ? style
        : ({ ...style, fontFamily: pageFont } as CSSStyleDeclaration)
    })
    render(<NavChart points={points} seriesLabel="单位净值" />)
    const [option] = vi.mocked(charts[0].setOption).mock.calls[0] as [{ textStyle?: { fontFamily?: string } }]
    expect(option.textStyle?.fontFamily).toBe(pageFont)
  })
})
