import { LineChart } from 'echarts/charts'
import { GridSimpleComponent, TooltipComponent } from 'echarts/components'
import { init, use as registerEcharts } from 'echarts/core'
import { SVGRenderer } from 'echarts/renderers'

/**
 * echarts through `echarts/core` with only what the net-value chart draws: a line series on a simple
 * grid, the axis tooltip (which brings the cross axis pointer) and the SVG renderer (crisp on high-DPI
 * phones). Imported only by the chart component, so only routes that chart load it.
 *
 * Registration happens inside `initChart`, not at module top level: package.json marks the app's modules
 * side-effect free, so a bare top-level `use([...])` in a module whose only export is a re-export would be
 * tree-shaken out of the production build (the chart then silently draws nothing).
 */
let registered = false

export function initChart(...args: Parameters<typeof init>): ReturnType<typeof init> {
  if (!registered) {
    registerEcharts([LineChart, GridSimpleComponent, TooltipComponent, SVGRenderer])
    registered = true
  }
  return init(...args)
}
