import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * Real nginx in front of a build and a backend, from the shipped files (deploy/nginx/) with only the
 * substitutions docs/deployment.md names (What a deploy substitutes), for nginx.e2e.ts and for
 * `npm run bench:lighthouse -- --nginx`. The shipped server block and header snippet are used as they are,
 * textually substituted; the main nginx.conf around them (modules, mime types, temp paths in a throwaway
 * directory, so it runs as any user) is this harness's own. nginx runs in the foreground as a child of the
 * calling process, with a throwaway self-signed certificate, on free ports; the site's root is a
 * releases/current layout made by deploy/release.sh. Started as root, its worker runs as an unprivileged user,
 * as Debian's does (`user www-data;`): what a release installs must be readable by anyone.
 */

const REPO = fileURLToPath(new URL('../..', import.meta.url))
/** The shipped server block and header snippet, and the release script. */
export const SHIPPED_BLOCK = path.join(REPO, 'deploy/nginx/storefront.conf')
export const SHIPPED_HEADERS = path.join(REPO, 'deploy/nginx/storefront-headers.conf')
export const RELEASE_SCRIPT = path.join(REPO, 'deploy/release.sh')
/** Where the block includes the snippet from (relative to the directory of nginx.conf). */
const HEADERS_INCLUDE = 'snippets/storefront-headers.conf'
/** A path on the site that loads no app code (a 404 page): where a browser can write the origin's storage. */
export const SEED_PATH = '/assets/__seed'
/** Where Debian's nginx packages put the ngx_brotli static module (libnginx-mod-http-brotli-static). */
const BROTLI_MODULES = [
  '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
  '/usr/share/nginx/modules/ngx_http_brotli_static_module.so',
]
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx'

/** The values a deploy writes into the shipped block (docs/deployment.md, What a deploy substitutes). */
export interface Substitutions {
  /** `listen 443` → this port (the harness's own change: a free port, as any user). */
  port: number
  /** `listen 80` (the redirect to HTTPS) → this port (the harness's own change, as `port`). */
  httpPort: number
  certificate: string
  certificateKey: string
  /** The site's root: a releases/current link. */
  root: string
  /** The backend's origin (`proxy_pass`), e.g. `http://127.0.0.1:4178`. */
  backend: string
  /** The folder of WeChat's verification files (`MP_verify_….txt`). */
  verifyFiles: string
  /** The access log's file (the harness's own change: a file in its directory, writable as any user). */
  accessLog: string
  /** The error log's file (the harness's own change, as `accessLog`). */
  errorLog: string
}

/** Replaces what `pattern` matches, which must match exactly once in the shipped block. */
function once(text: string, pattern: RegExp, replacement: string): string {
  const found = text.match(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`))?.length ?? 0
  if (found !== 1) throw new Error(`the shipped block has ${found} lines matching ${pattern}, not one`)
  return text.replace(pattern, replacement)
}

/** Replaces every match of `pattern` (a log file named in several places), which must match at least once. */
function every(text: string, pattern: RegExp, replacement: string): string {
  const all = new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`)
  if (!all.test(text)) throw new Error(`the shipped block has no line matching ${pattern}`)
  return text.replace(all, replacement)
}

/** The shipped server block with the documented substitutions (those given), and nothing else changed. */
export function substitutedBlock(block: string, s: Partial<Substitutions>): string {
  let text = block
  if (s.port) text = once(text, /^(\s*listen\s+)443(\s)/m, `$1${s.port}$2`)
  if (s.httpPort) text = once(text, /^(\s*listen\s+)80;/m, `$1${s.httpPort};`)
  if (s.certificate) text = once(text, /^(\s*ssl_certificate\s+)\S+;/m, `$1${s.certificate};`)
  if (s.certificateKey) text = once(text, /^(\s*ssl_certificate_key\s+)\S+;/m, `$1${s.certificateKey};`)
  if (s.root) text = once(text, /^(\s*root\s+)\S+\/current;/m, `$1${s.root};`)
  if (s.verifyFiles) text = every(text, /^(\s*root\s+)\S+\/wechat;/m, `$1${s.verifyFiles};`)
  if (s.backend) text = once(text, /^(\s*proxy_pass\s+)\S+;/m, `$1${s.backend};`)
  if (s.accessLog) text = every(text, /^(\s*access_log\s+)\S+(\s)/m, `$1${s.accessLog}$2`)
  if (s.errorLog) text = every(text, /^(\s*error_log\s+)[^\s;]+/m, `$1${s.errorLog}`)
  return text
}

/** A throwaway self-signed certificate for 127.0.0.1 and localhost, made now in `dir` (never committed). */
export function selfSignedCertificate(dir: string): { certificate: string; certificateKey: string } {
  const certificate = path.join(dir, 'cert.pem')
  const certificateKey = path.join(dir, 'key.pem')
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1,DNS:localhost',
      '-keyout',
      certificateKey,
      '-out',
      certificate,
    ],
    { stdio: 'pipe' },
  )
  return { certificate, certificateKey }
}

/** A port nothing listens on now (the system's pick). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

/** How deploy/release.sh is run (its options: docs/deployment.md, Releases). */
export interface ReleaseOptions {
  /** `--keep`: how many releases stay. */
  keep?: number
  /** `--keep-days`: how long a hashed file stays after it was last live (0: only the kept releases' files). */
  keepDays?: number
  /** `--id` */
  id?: string
  /** `--check-url` (with `--check-insecure`: the harness's certificate is self-signed). */
  checkUrl?: string
  /** `--check-via`: the address the check connects to, whatever the URL's host. */
  checkVia?: string
  /** The umask the script is started with (an operator's `umask 077`). */
  umask?: string
}

/** The arguments of deploy/release.sh for these options, before the build or `--rollback ID`. */
function releaseArgs(root: string, options: ReleaseOptions): string[] {
  const args = [RELEASE_SCRIPT, '--root', root]
  if (options.keep) args.push('--keep', String(options.keep))
  if (options.keepDays !== undefined) args.push('--keep-days', String(options.keepDays))
  if (options.id) args.push('--id', options.id)
  if (options.checkUrl) args.push('--check-url', options.checkUrl, '--check-insecure')
  if (options.checkVia) args.push('--check-via', options.checkVia)
  return args
}

/** Runs deploy/release.sh with `args` after the options: its exit status and output (stdout and stderr). */
export function runRelease(
  root: string,
  args: string[],
  options: ReleaseOptions = {},
): { status: number | null; output: string } {
  const command = ['bash', ...releaseArgs(root, options), ...args]
  const run = options.umask
    ? spawnSync('sh', ['-c', `umask ${options.umask} && exec "$@"`, 'sh', ...command], { encoding: 'utf8' })
    : spawnSync(command[0], command.slice(1), { encoding: 'utf8' })
  return { status: run.status, output: `${run.stdout}${run.stderr}` }
}

/** Installs `dist` as a new release under `root` with deploy/release.sh and switches to it; its output. */
export function release(root: string, dist: string, options: ReleaseOptions = {}): string {
  const run = runRelease(root, [dist], options)
  if (run.status !== 0) throw new Error(`release.sh failed (${run.status}):\n${run.output}`)
  return run.output
}

/** The unprivileged user nginx's worker runs as when the harness runs as root (Debian's, else nobody's). */
function workerUser(): string | undefined {
  if (process.getuid?.() !== 0) return undefined
  for (const user of ['www-data', 'nobody']) if (spawnSync('id', ['-u', user]).status === 0) return user
  throw new Error('no unprivileged user (www-data, nobody) for nginx’s worker')
}

/** The main nginx.conf around the shipped block: the harness's own scaffolding. */
function mainConf(dir: string, brotli: string): string {
  const temp = (name: string) => path.join(dir, 'temp', name)
  // Started as root, the worker runs unprivileged, as Debian's (the directory is made traversable for it).
  const user = workerUser()
  return `# Test scaffolding around the shipped server block (tests/e2e/nginx.ts).
${user ? `user ${user};\n` : ''}load_module ${brotli};
worker_processes 1;
daemon off;
pid ${path.join(dir, 'nginx.pid')};
error_log stderr notice;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  sendfile on;
  access_log off;
  client_body_temp_path ${temp('client_body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  include storefront.conf;
}
`
}

export interface Nginx {
  /** `https://127.0.0.1:<port>` */
  origin: string
  /** `http://127.0.0.1:<port>`: the plain-HTTP server (a redirect to HTTPS). */
  httpOrigin: string
  /** The directory of this nginx: its config (conf/), certificate, releases (srv/). */
  dir: string
  /** The root deploy/release.sh installs into (`<dir>/srv`); nginx serves `<dir>/srv/current`. */
  srv: string
  /** The shipped block as this nginx runs it (substituted). */
  block: string
  /** Installs a build as a new release and switches to it (deploy/release.sh), checked through this nginx. */
  release(dist: string, options?: ReleaseOptions): string
  /** Runs deploy/release.sh on this nginx's releases (`args` after the options, checked through this nginx). */
  run(args: string[], options?: ReleaseOptions): { status: number | null; output: string }
  /** The folder of WeChat's verification files. */
  verifyFiles: string
  /** `nginx -t` on this nginx's config: its exit status and output. */
  check(): { status: number | null; output: string }
  /** What nginx wrote to its error log (stderr) so far. */
  log(): string
  /** What nginx wrote to the access log so far, in the shipped block's format. */
  accessLog(): string
  /** What nginx wrote to the shipped block's error log file so far. */
  errorLog(): string
  /** Stops nginx and removes its directory. */
  stop(): Promise<void>
}

/** Where the Debian packages put the brotli module; throws when nginx or the module is missing. */
function nginxModules(): { brotli: string } {
  if (!existsSync(NGINX))
    throw new Error(`${NGINX} is missing: apt-get install -y nginx libnginx-mod-http-brotli-static`)
  const brotli = BROTLI_MODULES.find((file) => existsSync(file))
  if (!brotli)
    throw new Error('the brotli module is missing: apt-get install -y libnginx-mod-http-brotli-static')
  return { brotli }
}

/** Writes the main nginx.conf, the given server block and the shipped snippet into `dir`/conf; nginx's arguments. */
function writeConfig(dir: string, block: string): string[] {
  const conf = path.join(dir, 'conf')
  mkdirSync(path.join(conf, 'snippets'), { recursive: true })
  mkdirSync(path.join(dir, 'temp'), { recursive: true })
  writeFileSync(path.join(conf, 'storefront.conf'), block)
  writeFileSync(path.join(conf, HEADERS_INCLUDE), readFileSync(SHIPPED_HEADERS, 'utf8'))
  writeFileSync(path.join(conf, 'nginx.conf'), mainConf(dir, nginxModules().brotli))
  return ['-p', `${dir}/`, '-e', 'stderr', '-c', path.join(conf, 'nginx.conf')]
}

/** `nginx -t` with these arguments: its exit status and output. */
function configTest(args: string[]): { status: number | null; output: string } {
  const run = spawnSync(NGINX, [...args, '-t'], { encoding: 'utf8' })
  return { status: run.status, output: `${run.stdout}${run.stderr}` }
}

/**
 * `nginx -t` on the server block `block` makes from a fresh self-signed certificate (with the shipped snippet
 * and the harness's nginx.conf), in a throwaway directory: its exit status and output.
 */
export function checkBlock(
  block: (tls: {
    certificate: string
    certificateKey: string
    accessLog: string
    errorLog: string
  }) => string,
): {
  status: number | null
  output: string
} {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'storefront-nginx-t-'))
  try {
    const accessLog = path.join(dir, 'access.log')
    const errorLog = path.join(dir, 'error.log')
    return configTest(writeConfig(dir, block({ ...selfSignedCertificate(dir), accessLog, errorLog })))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * Starts nginx from the shipped files in front of `backend`, serving `dist` installed as a first release,
 * and resolves once it listens. Throws with nginx's own words when `nginx -t` fails or nginx exits.
 */
export async function startNginx(options: {
  dist: string
  backend: string
  /**
   * A second host name on this nginx, on port 443, that answers the mock's pictures from `backend` (the
   * benchmark's picture origin, scripts/bench-lighthouse.mjs --nginx): harness scaffolding, not the shipped block.
   */
  pictureHost?: string
}): Promise<Nginx> {
  nginxModules()
  const dir = mkdtempSync(path.join(os.tmpdir(), 'storefront-nginx-'))
  // The unprivileged worker goes through the directory to the releases (what is in them is release.sh's).
  chmodSync(dir, 0o755)
  const srv = path.join(dir, 'srv')
  const verifyFiles = path.join(dir, 'wechat')
  mkdirSync(verifyFiles, { mode: 0o755 })
  const port = await freePort()
  const httpPort = await freePort()
  const accessLog = path.join(dir, 'access.log')
  const errorLog = path.join(dir, 'error.log')
  const tls = selfSignedCertificate(dir)
  const block = substitutedBlock(readFileSync(SHIPPED_BLOCK, 'utf8'), {
    port,
    httpPort,
    ...tls,
    root: path.join(srv, 'current'),
    verifyFiles,
    backend: options.backend,
    accessLog,
    errorLog,
  })
  const pictures = options.pictureHost
    ? `
# The benchmark's picture host (tests/e2e/nginx.ts): the mock's pictures over a connection of their own.
server {
  listen 443 ssl http2;
  server_name ${options.pictureHost};
  ssl_certificate ${tls.certificate};
  ssl_certificate_key ${tls.certificateKey};
  location /__pictures/ { proxy_pass ${options.backend}; }
}
`
    : ''
  const args = writeConfig(dir, block + pictures)
  const check = () => configTest(args)
  try {
    release(srv, options.dist)
    const checked = check()
    if (checked.status !== 0) throw new Error(`nginx -t failed:\n${checked.output}`)
  } catch (error) {
    rmSync(dir, { recursive: true, force: true })
    throw error
  }

  const child = spawn(NGINX, args, { stdio: ['ignore', 'ignore', 'pipe'] })
  let log = ''
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()))
  // nginx binds its port while reading its config, then starts its workers and says so (error_log notice).
  await new Promise<void>((resolve, reject) => {
    child.stderr.setEncoding('utf8')
    child.stderr.on('data', (chunk: string) => {
      log += chunk
      if (/start worker process/.test(log)) resolve()
    })
    child.on('error', reject)
    child.on('exit', (code) => reject(new Error(`nginx exited (${code}) before it listened:\n${log}`)))
  }).catch((error: unknown) => {
    rmSync(dir, { recursive: true, force: true })
    throw error
  })

  const origin = `https://127.0.0.1:${port}`
  return {
    origin,
    httpOrigin: `http://127.0.0.1:${httpPort}`,
    dir,
    srv,
    block,
    verifyFiles,
    release: (dist, releaseOptions) => release(srv, dist, { checkUrl: origin, ...releaseOptions }),
    run: (args, releaseOptions) => runRelease(srv, args, { checkUrl: origin, ...releaseOptions }),
    check,
    log: () => log,
    accessLog: () => (existsSync(accessLog) ? readFileSync(accessLog, 'utf8') : ''),
    errorLog: () => (existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : ''),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM')
        await exited
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
