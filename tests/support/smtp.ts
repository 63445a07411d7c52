import { readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import type { Server as NetServer, Socket } from "node:net";
import { join } from "node:path";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  replyTo: string | undefined;
  /** Attachments (inline images among them), content in base64. */
  attachments: Array<{ filename: string; contentType: string; cid: string; base64: string }>;
}

export interface TestSmtpServer {
  port: number;
  messages: ReceivedMail[];
  /**
   * Resolves when a message for `recipient` has arrived (polls); rejects after `timeoutMs`
   * (30 s, within a test's 60) saying what did arrive, so a failure says more than a test timeout.
   */
  waitFor(recipient: string, predicate?: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  stop(): Promise<void>;
}

export interface SmtpServerOptions {
  /** Recipients the server never answers RCPT TO for (a server that hangs in mid-conversation). */
  hangOn?: (recipient: string) => boolean;
}

/**
 * A real SMTP server on 127.0.0.1 (no TLS, no auth) that keeps every message it accepts, and
 * also writes each one as JSON into `saveTo` when given (for tests in other processes).
 */
export async function startSmtpServer(
  port = 0,
  saveTo?: string,
  options: SmtpServerOptions = {},
): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    // stop() does not wait for a connection that was left hanging
    closeTimeout: 200,
    onRcptTo(address, _session, callback) {
      if (options.hangOn?.(address.address)) return; // never answers
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream, { keepCidLinks: true })
        .then((parsed: ParsedMail) => {
          const addresses = (value: ParsedMail["to"]) =>
            (Array.isArray(value) ? value : value ? [value] : []).flatMap((a) => a.value.map((v) => v.address ?? ""));
          const mail: ReceivedMail = {
            to: addresses(parsed.to),
            subject: parsed.subject ?? "",
            text: parsed.text ?? "",
            html: typeof parsed.html === "string" ? parsed.html : "",
            replyTo: parsed.replyTo?.value[0]?.address,
            attachments: parsed.attachments.map((a) => ({
              filename: a.filename ?? "",
              contentType: a.contentType,
              cid: a.cid ?? "",
              base64: a.content.toString("base64"),
            })),
          };
          messages.push(mail);
          if (saveTo) {
            // Written under another name, then renamed: a reader never sees half a file.
            const name = join(saveTo, `${Date.now()}-${messages.length}.json`);
            writeFileSync(`${name}.part`, JSON.stringify(mail));
            renameSync(`${name}.part`, name);
          }
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  // The app's pooled transport keeps its connection open; smtp-server's close() only half-closes
  // it after closeTimeout and then waits for the client to end it. booking-durability hung twice
  // in its stops after its mail was delivered; stop() no longer waits on the client.
  const sockets = openSockets(server.server);
  const address = server.server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  return {
    port: actualPort,
    messages,
    async waitFor(recipient, predicate = () => true, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find((m) => m.to.includes(recipient) && predicate(m));
        if (found) return found;
        if (Date.now() > deadline) {
          const arrived = messages.map((m) => `${m.to.join(",")}: ${m.subject}`);
          throw new Error(`no mail for ${recipient} in ${timeoutMs} ms; arrived: ${JSON.stringify(arrived)}`);
        }
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        setTimeout(() => {
          for (const socket of sockets) socket.destroy();
        }, 500).unref();
      }),
  };
}

/** The sockets a server has open, so that its stop can end them instead of waiting for the client. */
function openSockets(server: NetServer): Set<Socket> {
  const sockets = new Set<Socket>();
  server.on("connection", (socket: Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  return sockets;
}

/**
 * A TCP server on 127.0.0.1 that accepts connections and never says a word: an SMTP server
 * that hangs before its greeting.
 */
export async function startSilentServer(port = 0): Promise<{ port: number; stop(): Promise<void> }> {
  const { createServer } = await import("node:net");
  const server = createServer((socket) => socket.on("error", () => {}));
  const sockets = openSockets(server);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  return {
    port: typeof address === "object" && address ? address.port : port,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A free port on 127.0.0.1 with nothing listening (for "SMTP is down" cases). */
export async function freePort(): Promise<number> {
  const { createServer } = await import("node:net");
  return await new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Waits for a message that `startSmtpServer(…, dir)` saved in `dir` (another process's server). */
export async function waitForSavedMail(dir: string, recipient: string): Promise<ReceivedMail> {
  for (;;) {
    for (const file of readdirSync(dir).filter((f) => f.endsWith(".json"))) {
      const mail = JSON.parse(readFileSync(join(dir, file), "utf8")) as ReceivedMail;
      if (mail.to.includes(recipient)) return mail;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}
