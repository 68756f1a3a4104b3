import { useEffect, useRef } from 'react'
import { PieChart } from 'echarts/charts'
import { LegendComponent, TooltipComponent } from 'echarts/components'
import { init, use as registerEcharts } from 'echarts/core'
import { CanvasRenderer } from 'echarts/renderers'
import { escapeHtml } from '@/shared/lib/html'
import { displayAmount, holdingTypeName, PIE_COLORS, type PieSlice } from '../rules'
import styles from './holdings.module.css'

/**
 * The asset-type pie (marketing §2.7, §9), echarts through `echarts/core`. Loaded lazily by the holdings
 * page only. Registration happens inside `initPie`, not at module top level: package.json marks modules
 * side-effect free, so a bare top-level `use([...])` could be tree-shaken away.
 */
let registered = false
function initPie(...args: Parameters<typeof init>): ReturnType<typeof init> {
  if (!registered) {
    registerEcharts([PieChart, TooltipComponent, LegendComponent, CanvasRenderer])
    registered = true
  }
  return init(...args)
}

export interface AssetPieProps {
  slices: readonly PieSlice[]
  hidden: boolean
  /** Centre label, e.g. 资产分布. */
  title: string
}

const HEIGHT = 220
const FALLBACK_WIDTH = 343

export function AssetPie({ slices, hidden, title }: AssetPieProps) {
  const hostRef = useRef<HTMLDivElement>(null)
  const chartRef = useRef<ReturnType<typeof init> | null>(null)

  useEffect(() => {
    const host = hostRef.current
    if (!host) return
    let chart: ReturnType<typeof init>
    try {
      chart = initPie(host, undefined, {
        renderer: 'canvas',
        width: host.clientWidth || FALLBACK_WIDTH,
        height: HEIGHT,
      })
    } catch {
      return // a chart that cannot draw must not take the page down; the legend table has the data
    }
    chartRef.current = chart
    const resize = () => {
      try {
        chart.resize({ width: host.clientWidth || FALLBACK_WIDTH, height: HEIGHT })
      } catch {
        /* ignore */
      }
    }
    window.addEventListener('resize', resize)
    return () => {
      window.removeEventListener('resize', resize)
      chartRef.current = null
      try {
        chart.dispose()
      } catch {
        /* a canvas that never drew cannot be cleared; nothing is left to free */
      }
    }
  }, [])

  useEffect(() => {
    try {
      chartRef.current?.setOption(
        {
          color: [...PIE_COLORS],
          tooltip: {
            trigger: 'item',
            confine: true,
            // echarts writes the tooltip with innerHTML: every server text is escaped.
            formatter: (p: unknown) => {
              const { name, dataIndex } = p as { name: string; dataIndex: number }
              const s = slices[dataIndex]
              const title = escapeHtml(String(name))
              if (!s) return title
              return `${title}<br/>${escapeHtml(`${displayAmount(s.holdAsset, hidden)}元 · ${s.label}`)}`
            },
          },
          legend: { show: false },
          series: [
            {
              type: 'pie',
              radius: ['52%', '78%'],
              center: ['50%', '50%'],
              avoidLabelOverlap: true,
              itemStyle: { borderColor: '#fff', borderWidth: 2 },
              label: { show: false },
              labelLine: { show: false },
              emphasis: { scale: true, scaleSize: 4 },
              // Geometry only: the proportion is a validated decimal string; texts come from `label`.
              data: slices.map((s) => ({
                name: holdingTypeName(s.respProductType),
                value: Number(s.proportion),
              })),
            },
          ],
        },
        true,
      )
    } catch {
      /* see above */
    }
  }, [slices, hidden])

  return (
    <div className={styles.pieWrap} style={{ height: HEIGHT }}>
      <div
        ref={hostRef}
        className={styles.pie}
        style={{ height: HEIGHT }}
        aria-hidden="true"
        data-asset-pie=""
      />
      <span className={styles.pieCenter} aria-hidden="true">
        {title}
      </span>
    </div>
  )
}
