import { spawn, type ChildProcess } from 'node:child_process'
import { chmod, mkdir, mkdtemp, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliDecompress } from 'node:zlib'
import CDP from 'chrome-remote-interface'
import type { Engine, EnginePage, PageOptions } from './driver'

/**
 * Chromium 71, the engine of Android WeChat's lagging XWeb, driven over the Chrome DevTools Protocol
 * (https://chromedevtools.github.io/devtools-protocol/) with chrome-remote-interface: Playwright speaks a
 * protocol far newer than this browser.
 *
 * The binary is the one the npm package chrome-aws-lambda@1.9.1 ships (brotli-compressed, no install
 * script): it is decompressed once into node_modules/.cache and never downloaded. It needs the shared
 * libraries Debian's chromium package brings.
 */

const PACKAGE = 'chrome-aws-lambda/package.json'
const ARCHIVE = 'bin/chromium-71.0.3563.0.br'
/** The decompressed binary's size: a cached file of another size is incomplete, and made again. */
const BINARY_BYTES = 113_841_912

/** How long a page may take to load, and the journeys' default wait. */
const LOAD_MS = 30_000
const WAIT_MS = 10_000
const POLL_MS = 100

/** The path of the Chromium 71 binary, decompressed from the npm package on first use. */
export async function chromium71Path(): Promise<string> {
  const pkg = path.dirname(createRequire(import.meta.url).resolve(PACKAGE))
  const dir = path.join(pkg, '..', '.cache', 'chromium-71')
  const binary = path.join(dir, 'chromium')
  const cached = await stat(binary).catch(() => undefined)
  if (cached?.size === BINARY_BYTES) return binary
  const bytes = await promisify(brotliDecompress)(await readFile(path.join(pkg, ARCHIVE)))
  if (bytes.length !== BINARY_BYTES)
    throw new Error(
      `${ARCHIVE} inflates to ${bytes.length} bytes, not ${BINARY_BYTES}: another package version?`,
    )
  await mkdir(dir, { recursive: true })
  // Written aside and renamed, so that a run stopped half-way never leaves a truncated binary behind.
  const partial = `${binary}.${process.pid}.partial`
  await writeFile(partial, bytes)
  await chmod(partial, 0o755)
  await rename(partial, binary)
  return binary
}

/**
 * Chromium's own switches (https://peter.sh/experiments/chromium-command-line-switches/ lists them). Not
 * --single-process: this build then aborts on the second browser context ("Check failed:
 * render_process_host->InSameStoragePartition"), and every page gets its own context.
 */
const SWITCHES = [
  '--headless',
  '--no-sandbox',
  '--no-zygote',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  // The machine has no network: nothing but the page under test may be fetched.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--remote-debugging-port=0',
]

interface Browser {
  child: ChildProcess
  /** Ends the browser's whole process group (then no longer this process's to end on exit). */
  kill: () => void
  port: number
  profile: string
  /** The last lines Chromium wrote on stderr, for a failure's message. */
  log: string[]
}

/** Kills the browser's whole process group (renderers included): started detached, it leads one. */
function killGroup(child: ChildProcess): void {
  if (child.pid === undefined) return
  try {
    process.kill(-child.pid, 'SIGKILL')
  } catch {
    /* all gone already */
  }
}

/**
 * The browsers this process started and has not ended yet: whatever ends the process (a normal exit, or
 * a signal when nobody else handles it), they end with it rather than outlive the run.
 */
const live = new Set<ChildProcess>()
let guarded = false

function guard(child: ChildProcess): void {
  live.add(child)
  if (guarded) return
  guarded = true
  const killAll = () => live.forEach(killGroup)
  process.on('exit', killAll)
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
    process.once(signal, () => {
      killAll()
      // Node's default for the signal, when this was its only handler (Node.js docs, "Signal events").
      if (process.listenerCount(signal) === 0) process.kill(process.pid, signal)
    })
}

async function launch(executable: string): Promise<Browser> {
  const profile = await mkdtemp(path.join(os.tmpdir(), 'chromium-71-'))
  const child = spawn(executable, [...SWITCHES, `--user-data-dir=${profile}`, 'about:blank'], {
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  guard(child)
  const kill = () => {
    killGroup(child)
    live.delete(child)
  }
  const log: string[] = []
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${log.join('\n')}`)), LOAD_MS)
    child.stderr!.setEncoding('utf8')
    child.stderr!.on('data', (chunk: string) => {
      log.push(...chunk.split('\n').filter(Boolean))
      log.splice(0, Math.max(0, log.length - 40))
      const listening = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(chunk)
      if (listening) {
        clearTimeout(timer)
        resolve(Number(listening[1]))
      }
    })
    child.once('error', reject)
    child.once('exit', (code, signal) => {
      clearTimeout(timer)
      reject(new Error(`Chromium exited (${code ?? signal}):\n${log.join('\n')}`))
    })
  }).catch(async (e: unknown) => {
    kill()
    await rm(profile, { recursive: true, force: true })
    throw e
  })
  return { child, kill, port, profile, log }
}

/** A short description of a protocol exception (Runtime.ExceptionDetails). */
function describeException(details: {
  text: string
  url?: string
  lineNumber: number
  exception?: { description?: string; value?: unknown }
}): string {
  const thrown = details.exception?.description ?? String(details.exception?.value ?? details.text)
  return `${thrown.split('\n')[0]} (${details.url ?? '?'}:${details.lineNumber + 1})`
}

/*
 * In-page code runs in Chromium 71: plain ES5/ES2017 only, written here as text (a function's source after
 * TypeScript's transform could carry newer syntax).
 */

/** Finds the element to click and answers its centre, or why it cannot be clicked (yet). */
const FIND_BY_TEXT = `function (text, selector) {
  function norm(s) { return (s || '').replace(/\\s+/g, ' ').trim() }
  function shown(el) {
    var r = el.getBoundingClientRect()
    if (r.width <= 0 || r.height <= 0) return false
    var s = getComputedStyle(el)
    return s.visibility !== 'hidden' && s.display !== 'none'
  }
  var all = document.querySelectorAll(selector || 'body *')
  var exact = [], partial = []
  for (var i = 0; i < all.length; i++) {
    var t = norm(all[i].textContent)
    if (t === text) exact.push(all[i])
    else if (t.indexOf(text) >= 0) partial.push(all[i])
  }
  function innermost(list) {
    var out = []
    for (var i = 0; i < list.length; i++) {
      var inner = false
      for (var j = 0; j < list.length && !inner; j++) inner = j !== i && list[i].contains(list[j]) && shown(list[j])
      if (!inner && shown(list[i])) out.push(list[i])
    }
    return out
  }
  var found = innermost(exact)
  if (!found.length) found = innermost(partial)
  if (!found.length) return { problem: 'no visible element with this text' }
  var el = found[0]
  el.scrollIntoView({ block: 'center', inline: 'center' })
  var r = el.getBoundingClientRect()
  var x = r.left + r.width / 2, y = r.top + r.height / 2
  var hit = document.elementFromPoint(x, y)
  if (!hit) return { problem: 'its centre is outside the viewport' }
  if (hit !== el && !el.contains(hit)) {
    var covering = hit.tagName.toLowerCase() + (hit.className && typeof hit.className === 'string' ? '.' + hit.className.split(' ').join('.') : '')
    return { problem: 'covered by ' + covering }
  }
  return { x: x, y: y }
}`

/** Focuses a field and answers whether it has a value to clear, or why it cannot be typed into (yet). */
const FOCUS_FIELD = `function (selector) {
  var el = document.querySelector(selector)
  if (!el) return { problem: 'no element matches' }
  var r = el.getBoundingClientRect()
  if (r.width <= 0 || r.height <= 0) return { problem: 'not visible' }
  if (el.disabled || el.readOnly) return { problem: 'disabled or read-only' }
  el.scrollIntoView({ block: 'center' })
  el.focus()
  if (document.activeElement !== el) return { problem: 'does not take the focus' }
  if (el.value) el.select()
  return { filled: !!el.value }
}`

const call = (fn: string, ...args: unknown[]) => `(${fn})(${args.map((a) => JSON.stringify(a)).join(', ')})`

type Found = { problem: string } | { x: number; y: number }

class CdpPage implements EnginePage {
  /** Exceptions and security (CSP) messages the protocol reported, over every document of the page. */
  private readonly reported: string[] = []
  /** Probe errors of documents the page has navigated away from with goto(). */
  private readonly earlier: string[] = []

  constructor(
    private readonly client: CDP.Client,
    private readonly baseUrl: string,
    private readonly dispose: () => Promise<void>,
  ) {
    client.Runtime.exceptionThrown(({ exceptionDetails }) => {
      this.reported.push(`devtools: ${describeException(exceptionDetails)}`)
    })
    client.Log.entryAdded(({ entry }) => {
      if (entry.source === 'security' || /Content Security Policy/i.test(entry.text))
        this.reported.push(`devtools: ${entry.text}`)
    })
    client.Inspector.targetCrashed(() => {
      this.reported.push('devtools: the renderer crashed')
    })
    // A native alert / confirm / prompt would block every later call: it is answered, and is a failure
    // (the app's dialogs are its own).
    client.Page.javascriptDialogOpening(({ type, message }) => {
      this.reported.push(`devtools: a native ${type} opened: ${message}`)
      void client.Page.handleJavaScriptDialog({ accept: true }).catch(() => undefined)
    })
  }

  static async open(client: CDP.Client, baseUrl: string, options: PageOptions, dispose: () => Promise<void>) {
    const page = new CdpPage(client, baseUrl, dispose)
    await Promise.all([client.Page.enable(), client.Runtime.enable(), client.Log.enable()])
    await client.Network.setUserAgentOverride({ userAgent: options.userAgent, acceptLanguage: 'zh-CN,zh' })
    await client.Emulation.setDeviceMetricsOverride({
      width: 375,
      height: 667,
      deviceScaleFactor: 2,
      mobile: true,
    })
    await client.Emulation.setTouchEmulationEnabled({ enabled: true, maxTouchPoints: 5 })
    // The probe cookie (mocks/serve.ts): index.html comes with the probe from now on.
    await page.goto(`/__mock/probe?floor=${options.floor ? 1 : 0}&wx=${options.fakeWechat ? 1 : 0}`)
    return page
  }

  async goto(address: string): Promise<void> {
    const leaving = await this.probeErrors().catch((): string[] => [])
    const url = new URL(address, this.baseUrl).toString()
    let stop = () => {}
    const loaded = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${url} did not load in ${LOAD_MS} ms`)), LOAD_MS)
      const off = this.client.Page.loadEventFired(() => {
        clearTimeout(timer)
        resolve()
      })
      stop = () => {
        clearTimeout(timer)
        off()
      }
    })
    try {
      const { errorText, loaderId } = await this.client.Page.navigate({ url })
      if (errorText) throw new Error(`${url}: ${errorText}`)
      // No loader: a same-document navigation (a hash change), which fires no load event and keeps the
      // document, probe errors included.
      if (loaderId) {
        this.earlier.push(...leaving)
        await loaded
      }
    } finally {
      stop()
    }
  }

  async evaluate<T>(expression: string): Promise<T> {
    const { result, exceptionDetails } = await this.client.Runtime.evaluate({
      expression,
      returnByValue: true,
      awaitPromise: true,
    })
    if (exceptionDetails)
      throw new Error(`${expression.slice(0, 120)}: ${describeException(exceptionDetails)}`)
    return result.value as T
  }

  async waitFor(expression: string, what: string, timeoutMs = WAIT_MS): Promise<void> {
    await this.poll(
      async () => ((await this.evaluate<unknown>(`!!(${expression})`)) ? true : undefined),
      what,
      timeoutMs,
    )
  }

  async clickText(text: string, selector?: string): Promise<void> {
    const at = await this.poll(
      async () => {
        const found = await this.evaluate<Found>(call(FIND_BY_TEXT, text, selector ?? ''))
        if ('problem' in found) throw new Error(found.problem)
        return found
      },
      `"${text}" to click${selector ? ` in ${selector}` : ''}`,
      WAIT_MS,
    )
    await this.tap(at.x, at.y)
  }

  async type(selector: string, value: string): Promise<void> {
    const field = await this.poll(
      async () => {
        const found = await this.evaluate<{ problem: string } | { filled: boolean }>(
          call(FOCUS_FIELD, selector),
        )
        if ('problem' in found) throw new Error(found.problem)
        return found
      },
      `${selector} to type into`,
      WAIT_MS,
    )
    // Deletes the selected value as a Backspace would (an `input` event of type deleteContentBackward).
    if (field.filled)
      for (const type of ['rawKeyDown', 'keyUp'] as const)
        await this.client.Input.dispatchKeyEvent({
          type,
          key: 'Backspace',
          code: 'Backspace',
          windowsVirtualKeyCode: 8,
          nativeVirtualKeyCode: 8,
        })
    if (value) await this.client.Input.insertText({ text: value })
  }

  async errors(): Promise<string[]> {
    const current = await this.probeErrors().catch((e: Error) => [
      `the page probe cannot be read: ${e.message}`,
    ])
    return [...this.earlier, ...current, ...this.reported]
  }

  async screenshot(): Promise<Buffer> {
    const { data } = await this.client.Page.captureScreenshot({ format: 'png' })
    return Buffer.from(data, 'base64')
  }

  async close(): Promise<void> {
    await this.client.close().catch(() => undefined)
    await this.dispose()
  }

  /** A tap as a finger does it (touchstart, touchend, then the click the browser makes of them). */
  private async tap(x: number, y: number): Promise<void> {
    const point = { x, y, radiusX: 4, radiusY: 4, force: 1 }
    await this.client.Input.dispatchTouchEvent({ type: 'touchStart', touchPoints: [point] })
    await this.client.Input.dispatchTouchEvent({ type: 'touchEnd', touchPoints: [] })
  }

  /** The probe's errors on the current document (none on a document without the probe). */
  private probeErrors(): Promise<string[]> {
    return this.evaluate<string[]>(`(window.__engineErrors || []).map(function (e) { return 'page: ' + e })`)
  }

  /** Calls `attempt` until it answers something other than undefined; its last error explains a time-out. */
  private async poll<T>(attempt: () => Promise<T | undefined>, what: string, timeoutMs: number): Promise<T> {
    const until = Date.now() + timeoutMs
    let last = ''
    for (;;) {
      try {
        const value = await attempt()
        if (value !== undefined) return value
        last = ''
      } catch (e) {
        // A navigation in progress destroys the context the expression ran in: try again.
        last = (e as Error).message
      }
      if (Date.now() >= until) break
      await new Promise((resolve) => setTimeout(resolve, POLL_MS))
    }
    const where = await this.evaluate<string>(
      `location.href + '\\n' + (document.body ? document.body.innerText : '(no body)').slice(0, 600)`,
    ).catch((e: Error) => `(the page cannot be read: ${e.message})`)
    throw new Error(
      `timed out after ${timeoutMs} ms waiting for ${what}${last ? ` (${last})` : ''}; at ${where}`,
    )
  }
}

/**
 * A Chromium driven over the DevTools protocol: every page in its own browser context (empty storage and
 * cookies, a new phone), 375×667 at DPR 2 with touch, the page probe on. `executable` is Chromium 71 for
 * oldChromium(); any Chromium that speaks the protocol works.
 */
export async function cdpChromium(name: string, executable: string, baseUrl: string): Promise<Engine> {
  const browser = await launch(executable)
  const { port } = browser
  const root = await CDP.Version({ port })
    .then(({ webSocketDebuggerUrl }) => CDP({ port, target: webSocketDebuggerUrl }))
    .catch(async (e: unknown) => {
      browser.kill()
      await rm(browser.profile, { recursive: true, force: true })
      throw e
    })
  const pages = new Set<EnginePage>()

  return {
    name,
    async newPage(options: PageOptions): Promise<EnginePage> {
      const { browserContextId } = await root.Target.createBrowserContext()
      const holder: { page?: EnginePage; targetId?: string } = {}
      const dispose = async () => {
        if (holder.page) pages.delete(holder.page)
        if (holder.targetId)
          await root.Target.closeTarget({ targetId: holder.targetId }).catch(() => undefined)
        await root.Target.disposeBrowserContext({ browserContextId }).catch(() => undefined)
      }
      try {
        const { targetId } = await root.Target.createTarget({ url: 'about:blank', browserContextId })
        holder.targetId = targetId
        const client = await CDP({ port, target: targetId })
        holder.page = await CdpPage.open(client, baseUrl, options, dispose)
      } catch (e) {
        await dispose()
        throw e
      }
      pages.add(holder.page)
      return holder.page
    },
    async quit(): Promise<void> {
      for (const page of [...pages]) await page.close()
      const exited = new Promise<void>((resolve) => {
        if (browser.child.exitCode !== null || browser.child.signalCode !== null) resolve()
        else browser.child.once('exit', () => resolve())
      })
      await root.Browser.close().catch(() => undefined)
      await root.close().catch(() => undefined)
      const timer = setTimeout(browser.kill, 3000)
      await exited
      clearTimeout(timer)
      // Whatever is left of the group goes too (renderers end with their browser), and the profile.
      browser.kill()
      await rm(browser.profile, { recursive: true, force: true })
    },
  }
}

/** Chromium 71 (Android WeChat's XWeb floor), from the npm package chrome-aws-lambda. */
export async function oldChromium(baseUrl: string): Promise<Engine> {
  return cdpChromium('Chromium 71', await chromium71Path(), baseUrl)
}
