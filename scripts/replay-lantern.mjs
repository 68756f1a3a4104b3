#!/usr/bin/env node
// Lighthouse's simulated largest paint (Lantern), replayed from one run's saved trace and network log, with
// the bytes of some responses changed: what a cut would give before building it (docs/performance.md,
// "Where the next step is"). Runs with `--keep-artifacts=DIR` of scripts/bench-lighthouse.mjs leave one
// folder per page and target in DIR.
//
//   node scripts/replay-lantern.mjs DIR                        # the run as it was
//   node scripts/replay-lantern.mjs DIR index-=-4500           # every response whose address holds
//                                                              # "index-" 4,500 bytes smaller
//   node scripts/replay-lantern.mjs DIR favicon=drop core-=+3000 --path
//
// An edit is ADDRESS-PART=BYTES (a signed change of the response's transfer size, headers included) or
// ADDRESS-PART=drop (the request left out). --path prints every request and CPU task of the paint's graph
// with its simulated start and end (the pessimistic estimate, as --lcp-path of the benchmark does).
// The simulation is deterministic for one run's recording; read several runs before trusting a threshold.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** Where scripts/bench-lighthouse.mjs installs the Lighthouse CLI. */
export const LIGHTHOUSE_CACHE = path.join(os.homedir(), '.cache', 'storefront-lighthouse')

const lighthouse = (file) => import(path.join(LIGHTHOUSE_CACHE, 'node_modules', 'lighthouse', file))

/**
 * Lantern's LCP estimate for the artifacts in `dir`, after `edits` ({ part, bytes } or { part, drop: true })
 * to the recorded responses whose address contains `part`.
 */
export async function replayLcp(dir, edits = []) {
  const { loadArtifacts } = await lighthouse('core/lib/asset-saver.js')
  const { LanternLargestContentfulPaint } = await lighthouse(
    'core/computed/metrics/lantern-largest-contentful-paint.js',
  )
  const a = await loadArtifacts(dir)
  const settings = JSON.parse(fs.readFileSync(path.join(dir, 'lhr.report.json'), 'utf8')).configSettings
  const urlOf = new Map()
  for (const event of a.DevtoolsLog)
    if (event.method === 'Network.requestWillBeSent')
      urlOf.set(event.params.requestId, event.params.request.url)
  const matching = (edit) => (id) => (urlOf.get(id) ?? '').includes(edit.part)
  const dropped = new Set(
    [...urlOf.keys()].filter((id) => edits.some((edit) => edit.drop && matching(edit)(id))),
  )
  const log = a.DevtoolsLog.filter((event) => !dropped.has(event.params?.requestId)).map((event) => {
    if (event.method !== 'Network.loadingFinished') return event
    const change = edits
      .filter((edit) => !edit.drop && matching(edit)(event.params.requestId))
      .reduce((sum, edit) => sum + edit.bytes, 0)
    if (!change) return event
    const encodedDataLength = Math.max(100, event.params.encodedDataLength + change)
    return { ...event, params: { ...event.params, encodedDataLength } }
  })
  const data = {
    trace: a.Trace,
    devtoolsLog: log,
    gatherContext: a.GatherContext,
    settings,
    URL: a.URL,
    SourceMaps: a.SourceMaps,
    simulator: null,
  }
  const lcp = await LanternLargestContentfulPaint.request(data, { computedCache: new Map(), settings })
  const nodes = [...lcp.pessimisticEstimate.nodeTimings.entries()]
    .sort((x, y) => x[1].startTime - y[1].startTime)
    .map(([node, t]) => ({
      start: Math.round(t.startTime),
      end: Math.round(t.endTime),
      what:
        node.type === 'network'
          ? `${node.request.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 70)} (${node.request.transferSize} B)`
          : `CPU, ${Math.round(node.duration / 1000)} ms observed`,
    }))
  return {
    lcp: Math.round(lcp.timing),
    optimistic: Math.round(lcp.optimisticEstimate.timeInMs),
    pessimistic: Math.round(lcp.pessimisticEstimate.timeInMs),
    nodes,
  }
}

/** The graph's nodes, one line each (simulated ms, by start). */
export const formatNodes = (nodes) =>
  nodes
    .map(({ start, end, what }) => `  ${String(start).padStart(6)} → ${String(end).padStart(6)}  ${what}`)
    .join('\n')

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2)
  const [dir, ...rest] = args.filter((a) => !a.startsWith('--'))
  if (!dir) {
    console.error('usage: node scripts/replay-lantern.mjs DIR [ADDRESS-PART=BYTES|drop …] [--path]')
    process.exit(2)
  }
  const edits = rest.map((edit) => {
    const at = edit.lastIndexOf('=')
    const part = edit.slice(0, at)
    const value = edit.slice(at + 1)
    if (at <= 0 || (value !== 'drop' && !Number.isFinite(Number(value)))) {
      console.error(`not an edit: ${edit}`)
      process.exit(2)
    }
    return value === 'drop' ? { part, drop: true } : { part, bytes: Number(value) }
  })
  const result = await replayLcp(dir, edits)
  console.log(
    `simulated LCP ${result.lcp} ms (optimistic ${result.optimistic}, pessimistic ${result.pessimistic})` +
      (edits.length ? ` with ${rest.join(' ')}` : ''),
  )
  if (args.includes('--path')) console.log(formatNodes(result.nodes))
}
