// Answers requests with the trainer's WebAssembly module, as the page does:
// `node answer.mjs MODULE.wasm REQUESTS.jsonl` prints one answer per request
// line, in order. The tests compare these with the native library's answers.
import fs from "fs";

const [wasmPath, requestsPath] = process.argv.slice(2);
const { instance } = await WebAssembly.instantiate(fs.readFileSync(wasmPath), {});
const ex = instance.exports;
const enc = new TextEncoder();
const dec = new TextDecoder();

function respond(text) {
  const req = enc.encode(text);
  const size = Math.max(req.length, 1);
  const p = ex.alloc(size);
  new Uint8Array(ex.memory.buffer, p, req.length).set(req);
  const out = ex.respond(p, req.length);
  const len = new DataView(ex.memory.buffer).getUint32(out, true);
  const answer = dec.decode(new Uint8Array(ex.memory.buffer, out + 4, len));
  ex.dealloc(out, len + 4);
  ex.dealloc(p, size);
  return answer;
}

const lines = fs.readFileSync(requestsPath, "utf8").split("\n").filter((l) => l.length);
const out = [];
const times = [];
for (const line of lines) {
  const t = performance.now();
  out.push(respond(line));
  times.push(performance.now() - t);
}
fs.writeSync(1, out.join("\n") + "\n");
// Timings go to standard error, for the test to report.
fs.writeSync(2, JSON.stringify({ times }) + "\n");
