import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface VnuMessage {
  url: string;
  message: string;
  extract?: string;
}

/** Collects documents and checks them all in one run of the Nu HTML checker (one JVM start). */
export class HtmlValidator {
  private readonly dir = mkdtempSync(join(tmpdir(), "studyway-vnu-"));
  private readonly files = new Map<string, string>();

  add(label: string, html: string): void {
    const file = join(this.dir, `page-${this.files.size}.html`);
    writeFileSync(file, html);
    this.files.set(file, label);
  }

  async errors(): Promise<VnuMessage[]> {
    if (this.files.size === 0) return [];
    const jar = join(process.cwd(), "node_modules/vnu-jar/build/dist/vnu.jar");
    const stderr = await new Promise<string>((resolve, reject) => {
      execFile(
        "java",
        // The client compiler alone and the serial collector: a run of ~30 documents took 2.5
        // times less time than with the JVM's defaults (docs/benchmarks.md), with the same
        // messages; the larger thread stack is what the checker's schema needs without C2.
        [
          "-XX:TieredStopAtLevel=1",
          "-XX:+UseSerialGC",
          "-Xss4m",
          "-jar",
          jar,
          "--errors-only",
          "--format",
          "json",
          ...this.files.keys(),
        ],
        { maxBuffer: 64 * 1024 * 1024 },
        (error, _stdout, err) => {
          // vnu exits 1 when it found errors; anything else without output is a real failure.
          if (error && !err) reject(error);
          else resolve(err);
        },
      );
    });
    const report = JSON.parse(stderr) as {
      messages: Array<{ type: string; url: string; message: string; extract?: string }>;
    };
    return report.messages
      .filter((m) => m.type === "error")
      .map((m) => ({
        url: this.files.get(new URL(m.url).pathname) ?? m.url,
        message: m.message,
        extract: m.extract,
      }));
  }
}
