import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, rename, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import type { Client } from 'webdriver'
import type { Engine, EnginePage, PageOptions } from './driver'

/**
 * The system WebKit of iPhones (WeChat's browser there), played by WebKitGTK: Debian's `webkit2gtk-driver`
 * (WebKitWebDriver, which starts WebKitGTK's MiniBrowser per session) driven over W3C WebDriver
 * (https://www.w3.org/TR/webdriver2/) by the `webdriver` client from npm.
 *
 * WebKitGTK has no headless mode (MiniBrowser --help-all lists none; headless is the WPE port's), so it
 * draws into an X server: a private Xvfb of an iPhone's screen, started here whatever DISPLAY says (an
 * `xvfb-run` screen, 640×480 unless told otherwise, is too small for the page). WEBKIT_DISPLAY names
 * another to watch a run on, one of at least 750×1334 pixels.
 *
 * Needs: apt-get install webkit2gtk-driver xvfb.
 */

/** An iPhone 8's screen in CSS pixels, at its device pixel ratio (GDK_SCALE below). */
const VIEWPORT = { width: 375, height: 667 }
const SCALE = 2
/** Default time for waitFor and for the element clickText and type look for (as old-chromium.ts). */
const WAIT_MS = 10_000
const POLL_MS = 100
/** The key a web element reference is sent under (https://www.w3.org/TR/webdriver2/#elements). */
const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf'

type ElementReference = Record<typeof ELEMENT_KEY, string>
type ScriptArgument = Parameters<Client['executeScript']>[1][number]

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e))
const shorten = (text: string, max = 200) => (text.length > max ? `${text.slice(0, max)}…` : text)

/**
 * The function body Execute Script runs; a promise it returns is awaited
 * (https://www.w3.org/TR/webdriver2/#execute-script).
 */
const returning = (expression: string) => `return (\n${expression}\n)`

/** A syntax error shows at once, in Node's parser, instead of as a time-out of a poll that can never pass. */
function checkSyntax(expression: string): void {
  try {
    new Function(returning(expression))
  } catch (e) {
    throw new Error(`not a script expression: ${messageOf(e)}\n${expression}`)
  }
}

/** The last lines a process wrote on stderr, for the error message when it fails to start. */
function tail(stream: NodeJS.ReadableStream | null): () => string {
  let text = ''
  stream?.setEncoding('utf8')
  stream?.on('data', (chunk: string) => {
    text = (text + chunk).slice(-2_000)
  })
  return () => text.trim()
}

/** Rejects when `child` exits or cannot be spawned (e.g. the package is not installed). */
function exited(child: ChildProcess, what: string, stderr: () => string): Promise<never> {
  return new Promise((_, reject) => {
    child.once('error', (e) => reject(new Error(`${what} could not start: ${e.message}`)))
    child.once('exit', (code, signal) =>
      reject(new Error(`${what} exited (${signal ?? code}) ${stderr()}`.trim())),
    )
  })
}

async function freePort(): Promise<number> {
  const server = createServer()
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const address = server.address()
  server.close()
  if (!address || typeof address === 'string') throw new Error('no free port')
  return address.port
}

/** Kills a process group (the processes here are started detached, each the leader of its group). */
function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return
  try {
    process.kill(-child.pid, signal)
  } catch {
    /* gone already */
  }
}

async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return
  const gone = once(child, 'exit')
  killGroup(child, 'SIGTERM')
  const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 3_000)
  await gone
  clearTimeout(timer)
  // WebKitWebDriver leaves a session's MiniBrowser (and its web and network processes) running when it is
  // terminated; they are in its group.
  killGroup(child, 'SIGKILL')
}

/**
 * A private X server. `-displayfd` makes Xvfb pick a free display number itself and write it once it
 * accepts connections (Xvfb(1), Xserver(1)), so there is neither a guess nor a wait by time.
 */
async function startXvfb(): Promise<{ display: string; xvfb: ChildProcess }> {
  const xvfb = spawn(
    'Xvfb',
    [
      '-displayfd',
      '3',
      '-screen',
      '0',
      `${VIEWPORT.width * SCALE}x${VIEWPORT.height * SCALE}x24`,
      '-nolisten',
      'tcp',
    ],
    { detached: true, stdio: ['ignore', 'ignore', 'pipe', 'pipe'] },
  )
  const stderr = tail(xvfb.stderr)
  const ready = new Promise<string>((resolve) => {
    let out = ''
    xvfb.stdio[3]?.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      if (out.includes('\n')) resolve(`:${out.trim()}`)
    })
  })
  const display = await Promise.race([ready, exited(xvfb, 'Xvfb (apt-get install xvfb)', stderr)])
  return { display, xvfb }
}

/**
 * A Chinese phone's language (navigator.language, Accept-Language, Intl's default: zh-CN, as the Playwright
 * suite's locale and old-chromium.ts's Accept-Language). WebKitGTK takes it from the C library's locale,
 * which on a machine without zh_CN.UTF-8 (most, CI's too) is C: navigator.language "C". So the locale is
 * built once with localedef(1), from the `locales` package's sources, into the temporary folder, and the
 * browser finds it through LOCPATH (locale(7)).
 */
async function chineseLocale(): Promise<NodeJS.ProcessEnv> {
  const dir = path.join(os.tmpdir(), 'webkit-locale')
  const locale = path.join(dir, 'zh_CN.UTF-8')
  if (!existsSync(path.join(locale, 'LC_CTYPE'))) {
    // Built aside and renamed, so that no run sees half a locale; a run that loses the race drops its own.
    const partial = await mkdtemp(path.join(os.tmpdir(), 'webkit-locale-'))
    try {
      await promisify(execFile)('localedef', [
        '-i',
        'zh_CN',
        '-f',
        'UTF-8',
        path.join(partial, 'zh_CN.UTF-8'),
      ])
      await mkdir(dir, { recursive: true })
      await rename(path.join(partial, 'zh_CN.UTF-8'), locale).catch(() => undefined)
    } catch (e) {
      console.warn(`WebKit: no zh_CN.UTF-8 locale (${messageOf(e)}): the pages get the machine's language`)
      return {}
    } finally {
      await rm(partial, { recursive: true, force: true })
    }
  }
  return { LOCPATH: dir, LC_ALL: 'zh_CN.UTF-8' }
}

/** The handle of the window other than `opener`, once MiniBrowser has opened it. */
async function windowBesides(client: Client, opener: string): Promise<string> {
  const until = Date.now() + 5_000
  for (;;) {
    const phone = (await client.getWindowHandles()).find((handle) => handle !== opener)
    if (phone) return phone
    if (Date.now() > until) throw new Error('WebKit: MiniBrowser opened no window for the page')
    await delay(POLL_MS)
  }
}

async function waitForDriver(url: string, driver: ChildProcess, stderr: () => string): Promise<void> {
  const failed = exited(driver, 'WebKitWebDriver (apt-get install webkit2gtk-driver)', stderr)
  const until = Date.now() + 10_000
  for (;;) {
    const status = await Promise.race([
      fetch(`${url}/status`)
        .then((res) => res.json() as Promise<{ value?: { ready?: boolean } }>)
        .catch(() => undefined),
      failed,
    ])
    if (status?.value?.ready) return
    if (Date.now() > until) throw new Error(`WebKitWebDriver did not answer at ${url}/status: ${stderr()}`)
    await delay(50)
  }
}

/**
 * Kills every process group this module started when this process ends in a way that runs no exit hook
 * (SIGKILL, a test worker terminated by its runner): a shell that collects the groups from its stdin, a pipe
 * from this process, and kills them when the pipe closes.
 */
function startWatcher(): { watch(child: ChildProcess): void; stop(): void } {
  const watcher = spawn(
    'sh',
    ['-c', 'while read -r group; do set -- "$@" "$group"; done; [ $# -eq 0 ] || kill -s KILL -- "$@"'],
    { detached: true, stdio: ['pipe', 'ignore', 'ignore'] },
  )
  watcher.unref()
  const pipe = watcher.stdin
  pipe?.on('error', () => undefined)
  // The pipe must not keep this process alive (a child's stdio pipe is a net.Socket).
  ;(pipe as unknown as { unref?: () => void } | null)?.unref?.()
  return {
    watch: (child) => void pipe?.write(`-${child.pid}\n`),
    stop: () => {
      watcher.kill('SIGKILL')
      pipe?.destroy()
    },
  }
}

/** The probe's address: it sets the cookie that puts /__mock/probe.js first in index.html's <head>. */
function probePath(options: PageOptions): string {
  const query = new URLSearchParams()
  if (options.floor) query.set('floor', '1')
  if (options.fakeWechat) query.set('wx', '1')
  const search = query.toString()
  return `/__mock/probe${search ? `?${search}` : ''}`
}

/**
 * What a failing wait reports of the page (runs in the page): the start of its text, what lies on top (a
 * dialog, a popup, a toast: portalled at the end of <body>, past the start of its text) and the backend calls
 * it made, in order, with how long each took, from the resource timing.
 */
const PAGE_STATE = `
const squash = (text) => text.replace(/\\s+/g, ' ').trim()
const overlays = Array.from(document.querySelectorAll('[role="dialog"], [role="alert"], .adm-toast-main, .adm-popup'))
  .map((el) => squash(el.textContent || '').slice(0, 160))
  .filter(Boolean)
const calls = performance.getEntriesByType('resource')
  .filter((e) => e.initiatorType === 'fetch' || e.initiatorType === 'xmlhttprequest')
  .map((e) => new URL(e.name).pathname.split('/').pop() + ' @' + Math.round(e.startTime) + '+' + Math.round(e.duration))
return {
  href: location.href,
  text: document.body ? document.body.innerText.slice(0, 300) : '',
  overlays: overlays.join(' | '),
  calls: calls.join(', '),
  errors: Array.isArray(window.__engineErrors) ? window.__engineErrors.map(String) : null,
}`

/** Finds the element clickText clicks: see EnginePage.clickText. Runs in the page. */
const FIND_BY_TEXT = `
const [text, selector] = arguments
const visible = (el) => {
  const box = el.getBoundingClientRect()
  if (!box.width || !box.height) return false
  const style = getComputedStyle(el)
  return style.visibility !== 'hidden' && Number(style.opacity) !== 0
}
const textOf = (el) => (el.innerText || el.value || '').replace(/\\s+/g, ' ').trim()
const candidates = Array.from(document.body.querySelectorAll(selector)).filter(visible)
// The innermost match, as a person reads it: a row's container also contains its label's text.
const innermost = (matches) => matches.find((el) => !matches.some((other) => other !== el && el.contains(other)))
const found =
  innermost(candidates.filter((el) => textOf(el) === text)) ||
  innermost(candidates.filter((el) => textOf(el).includes(text)))
// A label inside a button or link: the click goes to the control, where the label may not take pointer events.
return found ? found.closest('button, a[href], [role="button"], [role="link"], label') || found : null
`

export async function webkit(baseUrl: string): Promise<Engine> {
  // @wdio's loggers take their level from this variable when they are created, at import; failures come
  // back as errors anyway. WDIO_LOG_LEVEL=info shows every command.
  process.env.WDIO_LOG_LEVEL ??= 'silent'
  const { default: WebDriver } = await import('webdriver')

  const children = new Set<ChildProcess>()
  const killAll = () => children.forEach((child) => killGroup(child, 'SIGKILL'))
  process.on('exit', killAll)
  const watcher = startWatcher()
  const track = (child: ChildProcess) => {
    children.add(child)
    watcher.watch(child)
    return child
  }
  const stop = async (child: ChildProcess) => {
    await stopGroup(child)
    children.delete(child)
  }
  const pages = new Set<EnginePage>()

  const quit = async () => {
    await Promise.allSettled([...pages].map((page) => page.close()))
    // The drivers first (their browsers with them), the X server last.
    for (const child of [...children].reverse()) await stop(child)
    watcher.stop()
    process.off('exit', killAll)
  }

  const language = await chineseLocale()
  let display = process.env.WEBKIT_DISPLAY
  if (!display) {
    const x = await startXvfb().catch(async (e) => {
      await quit()
      throw e
    })
    track(x.xvfb)
    display = x.display
  }

  /**
   * WebKitWebDriver drives one session at a time ("Maximum number of active sessions"), so each page has a
   * driver of its own.
   */
  const startDriver = async () => {
    const port = await freePort()
    const driver = track(
      spawn('WebKitWebDriver', [`--port=${port}`], {
        detached: true,
        // GTK 3's environment (https://docs.gtk.org/gtk3/running.html): GDK_BACKEND, the X display even where
        // WAYLAND_DISPLAY is set; GDK_SCALE, the device pixel ratio; NO_AT_BRIDGE, no looking for an
        // accessibility bus. The language: chineseLocale().
        env: {
          ...process.env,
          DISPLAY: display,
          GDK_BACKEND: 'x11',
          GDK_SCALE: String(SCALE),
          NO_AT_BRIDGE: '1',
          ...language,
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      }),
    )
    try {
      await waitForDriver(`http://127.0.0.1:${port}`, driver, tail(driver.stderr))
    } catch (e) {
      await stop(driver)
      throw e
    }
    return { port, driver }
  }

  const newPage = async (options: PageOptions): Promise<EnginePage> => {
    const { port, driver } = await startDriver()
    const capabilities = {
      pageLoadStrategy: 'normal' as const,
      timeouts: { implicit: 0, pageLoad: 30_000, script: 30_000 },
      // WebKitGTK's extension capability: MiniBrowser's command line (its settings are listed by
      // MiniBrowser --help-all). The driver finds MiniBrowser itself unless `binary` says otherwise.
      'webkitgtk:browserOptions': {
        ...(process.env.WEBKIT_BROWSER ? { binary: process.env.WEBKIT_BROWSER } : {}),
        args: [
          '--automation',
          `--user-agent=${options.userAgent}`,
          // The 375 px window below is opened by script.
          '--javascript-can-open-windows-automatically=true',
        ],
      },
    }
    let client: Client
    try {
      client = await WebDriver.newSession({
        protocol: 'http',
        hostname: '127.0.0.1',
        port,
        path: '/',
        logLevel: 'silent',
        connectionRetryCount: 0,
        connectionRetryTimeout: 60_000,
        capabilities,
      })
    } catch (e) {
      await stop(driver)
      throw e
    }
    const url = (path: string) => new URL(path, baseUrl).toString()
    const execute = <T>(script: string, ...args: ScriptArgument[]) =>
      client.executeScript(script, args) as Promise<T>
    /** Probe records of the documents the page has left. */
    const earlier: string[] = []

    /** The probe's records on the current document, or null when it has no probe. */
    const probeErrors = () =>
      execute<string[] | null>(
        'return Array.isArray(window.__engineErrors) ? window.__engineErrors.map(String) : null',
      )

    const describe = async () => {
      try {
        const page = await execute<{
          href: string
          text: string
          overlays: string
          calls: string
          errors: string[] | null
        }>(PAGE_STATE)
        const errors = [...earlier, ...(page.errors ?? ['(no page probe)'])]
        return [
          `at ${page.href}`,
          `page text: ${page.text}`,
          `on top (dialogs, popups, toasts): ${page.overlays || 'nothing'}`,
          `backend calls, in order: ${page.calls || 'none'}`,
          `page errors: ${errors.join('\n') || 'none'}`,
        ].join('\n')
      } catch (e) {
        return `(the page could not be read: ${messageOf(e)})`
      }
    }

    /** Polls `script` until it returns something but null or false; the last exception goes in the error. */
    const poll = async <T>(script: string, args: ScriptArgument[], what: string, timeoutMs: number) => {
      const until = Date.now() + timeoutMs
      let thrown = ''
      for (;;) {
        try {
          const value = await execute<T | null | false>(script, ...args)
          if (value !== null && value !== false) return value
          thrown = ''
        } catch (e) {
          thrown = messageOf(e)
        }
        if (Date.now() > until) break
        await delay(POLL_MS)
      }
      const last = thrown ? `\nlast evaluation threw: ${thrown}` : ''
      throw new Error(
        `WebKit: timed out after ${timeoutMs} ms waiting for ${what}${last}\n${await describe()}`,
      )
    }

    const page: EnginePage = {
      async goto(path) {
        // A load starts a new document, and a new probe: the records of the one left are kept here. A
        // document is told by its time origin (https://www.w3.org/TR/hr-time-3/#dom-performance-timeorigin),
        // which a same-document navigation (a hash change) keeps, and with it the probe's records.
        const left = await execute<{ origin: number; errors: string[] | null }>(
          'return { origin: performance.timeOrigin, errors: Array.isArray(window.__engineErrors) ? window.__engineErrors.map(String) : null }',
        ).catch(() => undefined)
        await client.navigateTo(url(path))
        if (!left?.errors?.length) return
        const origin = await execute<number>('return performance.timeOrigin').catch(() => undefined)
        if (origin !== left.origin) earlier.push(...left.errors)
      },
      async evaluate<T>(expression: string) {
        checkSyntax(expression)
        try {
          return await execute<T>(returning(expression))
        } catch (e) {
          throw new Error(`WebKit: evaluate failed: ${messageOf(e)}\n${shorten(expression)}`)
        }
      },
      async waitFor(expression, what, timeoutMs = WAIT_MS) {
        checkSyntax(expression)
        await poll(`return !!(\n${expression}\n)`, [], `${what} (${shorten(expression)})`, timeoutMs)
      },
      async clickText(text, selector = '*') {
        const element = await poll<ElementReference>(
          FIND_BY_TEXT,
          [text, selector],
          `a visible ${selector === '*' ? 'element' : selector} with the text "${text}"`,
          WAIT_MS,
        )
        // Element Click (https://www.w3.org/TR/webdriver2/#element-click) scrolls the element into view and
        // clicks its centre with a real pointer; an element on top there (an overlay, a mask) fails it with
        // "element click intercepted", as it would stop a finger.
        await client.elementClick(element[ELEMENT_KEY])
      },
      async type(selector, value) {
        const element = await poll<ElementReference>(
          'return document.querySelector(arguments[0])',
          [selector],
          `an element matching ${selector}`,
          WAIT_MS,
        )
        // As a person replaces a field's text: select all (Ctrl+A in GTK), delete, type, with Element Send Keys
        // (https://www.w3.org/TR/webdriver2/#element-send-keys; the codes: #keyboard-actions, U+E009 Control,
        // U+E003 Backspace). Control is released at the end of a Send Keys (WebKitGTK types U+E000, the
        // "Null" key that should release it, as a key of its own), hence two. Not Element Clear: WebKitGTK
        // empties the field without an input event, and React puts the old value back.
        await client.elementSendKeys(element[ELEMENT_KEY], '\uE009a')
        await client.elementSendKeys(element[ELEMENT_KEY], `\uE003${value}`)
      },
      async errors() {
        const current = await probeErrors()
        if (current === null)
          throw new Error(
            `WebKit: the page probe is not on the page (window.__engineErrors is missing), so its errors ` +
              `cannot be read: was ${probePath(options)} visited, and index.html served with the probe?\n` +
              (await describe()),
          )
        return [...earlier, ...current]
      },
      async screenshot() {
        return Buffer.from(await client.takeScreenshot(), 'base64')
      },
      async close() {
        if (!pages.delete(page)) return
        await client.deleteSession().catch(() => undefined)
        await stop(driver)
      },
    }
    pages.add(page)

    try {
      const opener = await client.getWindowHandle()
      await client.navigateTo(url(probePath(options)))
      // MiniBrowser's window has a toolbar that keeps it at least 447 px wide; a window opened by script with
      // a size (window.open's features, HTML "Window open steps") has none and is exactly that size. The first
      // window is then closed, so the page has no opener.
      await execute(
        `window.open('about:blank', '_blank', arguments[0])`,
        `width=${VIEWPORT.width},height=${VIEWPORT.height}`,
      )
      const phone = await windowBesides(client, opener)
      await client.closeWindow()
      await client.switchToWindow(phone)
      const screen = await execute<{ width: number; height: number; ratio: number }>(
        'return { width: innerWidth, height: innerHeight, ratio: devicePixelRatio }',
      )
      if (screen.width !== VIEWPORT.width || screen.height !== VIEWPORT.height || screen.ratio !== SCALE)
        throw new Error(
          `WebKit: the page is ${screen.width}×${screen.height} at ${screen.ratio}x, not ` +
            `${VIEWPORT.width}×${VIEWPORT.height} at ${SCALE}x (X display ${display}: too small a screen?)`,
        )
    } catch (e) {
      await page.close()
      throw e
    }
    return page
  }

  return { name: 'WebKit', newPage, quit }
}
