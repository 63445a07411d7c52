// Plain JavaScript on purpose: it must run (and explain) on the machine's older Node too.
const major = Number(process.versions.node.split(".")[0]);
if (major < 24) {
  console.error(
    `Studyway needs Node.js 24 or newer; this is ${process.versions.node}.\n` +
      "The project pins Node 24 as a dev dependency: run `npm install` (without --ignore-scripts) " +
      "and use the npm scripts, which run node_modules/.bin/node.",
  );
  process.exit(1);
}
