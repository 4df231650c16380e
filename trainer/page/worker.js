"use strict";
// The engine's own thread. The page starts it from a Blob holding this script
// (no file is fetched) and sends it the WebAssembly module it compiled from
// the bytes inlined in the page; then each message is a request
// `{ id, text }` (JSON) answered by `{ id, text }`, one after another. A long
// answer keeps this thread busy, never the page's: Cancel ends the thread and
// the page starts a fresh one. Without workers, the page runs this same
// script on its own thread with `self` standing in for the worker's scope.

let engine = null;
const early = [];

function start(module) {
  const ex = new WebAssembly.Instance(module, {}).exports;
  const enc = new TextEncoder();
  const dec = new TextDecoder();
  // The module's three functions: memory for the request, the answer at the
  // returned address (its length in four little-endian bytes, then the JSON),
  // both blocks given back.
  engine = (text) => {
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
  };
}

function serve(m) {
  try {
    self.postMessage({ id: m.id, text: engine(m.text) });
  } catch (e) {
    // A trap in the module (a panic) leaves its memory unusable: the page
    // reports it and starts a fresh thread for the next request.
    self.postMessage({ id: m.id, failed: String((e && e.message) || e) });
  }
}

self.onmessage = (e) => {
  const m = e.data;
  if (m.module || m.bytes) {
    start(m.module || new WebAssembly.Module(m.bytes));
    for (const r of early.splice(0)) serve(r);
    return;
  }
  if (engine) serve(m);
  else early.push(m);
};
