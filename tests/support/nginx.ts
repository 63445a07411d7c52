import { execFileSync, spawn } from "node:child_process";
import {
  chmodSync,
  chownSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** The reverse-proxy configuration docs/deploy.md gives operators, as a template. */
export const NGINX_TEMPLATE = fileURLToPath(new URL("../../docs/deploy/nginx.conf", import.meta.url));

/** Fills each `{{NAME}}` of the template; a placeholder without a value is an error. */
export function renderNginxConfig(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{([A-Z0-9_]+)\}\}/g, (_m, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for {{${name}}} in ${NGINX_TEMPLATE}`);
    return value;
  });
}

export interface RunningNginx {
  /** The directory of its configuration, certificate and logs (removed by stop). */
  dir: string;
  errorLog(): string;
  stop(): Promise<void>;
}

/** A self-signed certificate for `host` (an IP address or a name), made by openssl. */
function selfSignedCertificate(dir: string, host: string): { cert: string; key: string } {
  const cert = join(dir, "cert.pem");
  const key = join(dir, "key.pem");
  const san = /^[\d.]+$/.test(host) ? `IP:${host}` : `DNS:${host}`;
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1"],
      ...["-keyout", key, "-out", cert, "-subj", `/CN=${host}`, "-addext", `subjectAltName=${san}`],
    ],
    { stdio: "ignore" },
  );
  return { cert, key };
}

/**
 * Debian's nginx as an unprivileged process (as `nobody` when the tests run as root): the site
 * configuration is docs/deploy/nginx.conf, filled in with a self-signed certificate for
 * 127.0.0.1, the given listen addresses and the two app processes; the main configuration only
 * moves pid, logs and temporary files into a temporary directory.
 */
export async function startNginx(options: {
  httpsPort: number;
  httpPort: number;
  apps: [string, string];
}): Promise<RunningNginx> {
  const dir = mkdtempSync(join(tmpdir(), "studyway-nginx-"));
  const { cert, key } = selfSignedCertificate(dir, "127.0.0.1");
  const site = renderNginxConfig(readFileSync(NGINX_TEMPLATE, "utf8"), {
    SERVER_NAMES: "127.0.0.1",
    HTTPS_LISTEN: `127.0.0.1:${options.httpsPort}`,
    HTTP_LISTEN: `127.0.0.1:${options.httpPort}`,
    CERTIFICATE: cert,
    CERTIFICATE_KEY: key,
    APP_1: options.apps[0],
    APP_2: options.apps[1],
  });
  writeFileSync(join(dir, "studyway.conf"), site);
  const temp = (name: string) => {
    mkdirSync(join(dir, name));
    return join(dir, name);
  };
  const main = [
    "daemon off;",
    "worker_processes 1;",
    `pid ${join(dir, "nginx.pid")};`,
    `error_log ${join(dir, "error.log")} warn;`,
    "events { worker_connections 256; }",
    "http {",
    "  include /etc/nginx/mime.types;",
    "  access_log off;",
    `  client_body_temp_path ${temp("body")};`,
    `  proxy_temp_path ${temp("proxy")};`,
    `  fastcgi_temp_path ${temp("fastcgi")};`,
    `  uwsgi_temp_path ${temp("uwsgi")};`,
    `  scgi_temp_path ${temp("scgi")};`,
    `  include ${join(dir, "studyway.conf")};`,
    "}",
  ].join("\n");
  writeFileSync(join(dir, "nginx.conf"), main);
  // Root would have nginx's workers switch to another user: run the whole of it as nobody.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    chmodSync(dir, 0o755);
    for (const entry of [dir, ...readdirSync(dir).map((name) => join(dir, name))]) chownSync(entry, 65534, 65534);
  }
  const errorLog = () => {
    try {
      return readFileSync(join(dir, "error.log"), "utf8");
    } catch {
      return "";
    }
  };
  let output = "";
  const child = spawn("nginx", ["-e", join(dir, "error.log"), "-p", dir, "-c", join(dir, "nginx.conf")], {
    stdio: ["ignore", "pipe", "pipe"],
    ...(asRoot ? { uid: 65534, gid: 65534 } : {}),
  });
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        rmSync(dir, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once("exit", done);
      child.kill("SIGQUIT");
    });
  const deadline = Date.now() + 15_000;
  while (!(await listening(options.httpsPort))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      const report = `nginx did not start:\n${output}\n${errorLog()}`;
      await stop();
      throw new Error(report);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { dir, errorLog, stop };
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}
