// What bench/explorer-page.mjs needs beyond bench/lib.mjs: it runs two systems side by side (one keeping the
// public page, one that keeps nothing), so the CPU each process spends has to be told apart by system, and
// its paths are all HTTP requests whose whole answer is checked, so its phases time each request to the last
// byte and run the check after the clock stops.
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { summarize } from '../infra/load/temp-system.mjs';
import * as lib from './lib.mjs';

/**
 * CPU readings of this process and of every process it started, directly or not, each named
 * `<system>:<process>` by the system whose top-level process it descends from (`mark(system)` right after a
 * system has started claims the children not yet claimed), and `bench` for this process. `read()` gives what
 * lib.addCpu takes: a Map of pid to `{ name, cpu }` with `readingSeconds`, what the reading cost this process.
 */
export function cpuBySystem() {
  const systemOf = new Map();
  // A process's name by pid and start time: read once, and a reused pid is not taken for the old process.
  const names = new Map();

  return {
    mark(system) {
      for (const [pid, { ppid }] of lib.scanProcesses()) {
        if (ppid === process.pid && !systemOf.has(pid)) systemOf.set(pid, system);
      }
    },
    read() {
      const started = process.cpuUsage();
      const all = lib.scanProcesses();
      const children = new Map();
      for (const [pid, { ppid }] of all) {
        if (!children.has(ppid)) children.set(ppid, []);
        children.get(ppid).push(pid);
      }
      const result = new Map();
      // Walks down from this process; each top-level child passes its system to its descendants.
      const stack = (children.get(process.pid) ?? []).map((pid) => [pid, systemOf.get(pid) ?? 'unmarked']);
      while (stack.length > 0) {
        const [pid, system] = stack.pop();
        const { cpu, start } = all.get(pid);
        const key = `${pid}:${start}`;
        if (!names.has(key)) {
          try {
            names.set(key, lib.processNameOf(readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')));
          } catch {
            continue;
          }
        }
        result.set(pid, { name: `${system}:${names.get(key)}`, cpu });
        for (const child of children.get(pid) ?? []) stack.push([child, system]);
      }
      const spent = process.cpuUsage(started);
      result.readingSeconds = (spent.user + spent.system) / 1e6;
      // This process as it was when the reading began (to the microsecond; /proc counts in 10 ms ticks).
      result.set(process.pid, { name: 'bench', cpu: (started.user + started.system) / 1e6 });
      return result;
    },
  };
}

const round3 = (x) => Math.round(x * 1000) / 1000;

/**
 * CPU seconds by `<system>:<process>` (lib.addCpu over cpuBySystem readings) as milliseconds per request of a
 * path on `system`: that system's processes with their total (`cpuMsPerRequest`), the bench's own load
 * generation and checks apart, and what every other process spent meanwhile (the other system, idle).
 */
export function cpuOfPath(seconds, system, requests) {
  const own = {};
  let bench = 0;
  let elsewhere = 0;
  for (const [name, value] of Object.entries(seconds)) {
    if (name === 'bench') bench += value;
    else if (name.startsWith(`${system}:`)) own[name.slice(system.length + 1)] = value;
    else elsewhere += value;
  }
  return {
    cpuMsPerRequest: lib.cpuMsPer(own, requests),
    benchCpuMsPerRequest: round3((bench * 1000) / requests),
    elsewhereCpuMsPerRequest: round3((elsewhere * 1000) / requests),
  };
}

/**
 * A GET on a keep-alive `agent`: the status, headers, body and the time from sending to the answer's last
 * byte (ms). No answer within `timeoutMs` rejects.
 */
export function timedGet(url, { agent, headers, timeoutMs = 10_000 }) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(url, { agent, headers, timeout: timeoutMs }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode,
          headers: response.headers,
          body: Buffer.concat(chunks),
          ms: performance.now() - started,
        }),
      );
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`no answer within ${timeoutMs} ms: ${url}`)));
    request.on('error', reject);
  });
}

/**
 * `requests` calls of each path one at a time, the paths taking turns in blocks of `block` (so that a change
 * in the machine's load falls on all of them). Each path is `{ system, call }`, `call()` resolving to the
 * request's time in ms once its answer is checked. Latencies and CPU per request per path (`cpuOfPath`).
 */
export async function sequentialPhase(paths, { requests, block }, cpu) {
  console.log(`Sequential: ${requests} requests per path, one at a time, interleaved in blocks of ${block}…`);
  const state = Object.fromEntries(Object.keys(paths).map((name) => [name, { latencies: [], cpu: {} }]));
  for (let done = 0; done < requests; done += block) {
    const size = Math.min(block, requests - done);
    for (const [name, path] of Object.entries(paths)) {
      const into = state[name];
      const before = cpu.read();
      for (let i = 0; i < size; i++) into.latencies.push(await path.call());
      lib.addCpu(into.cpu, before, cpu.read());
    }
  }
  return Object.fromEntries(
    Object.entries(state).map(([name, { latencies, cpu: seconds }]) => [
      name,
      { ...summarize(latencies), ...cpuOfPath(seconds, paths[name].system, requests) },
    ]),
  );
}

/**
 * `concurrentRequests` calls of each path with `concurrency` in flight (a pool of that many async workers on
 * an agent with as many keep-alive connections), in `rounds` turns: each path runs its share in turn every
 * round. Latencies, requests/s (calls over the path's own time) and CPU per request per path.
 */
export async function concurrentPhase(paths, { concurrency, concurrentRequests, rounds }, cpu) {
  console.log(
    `Concurrent: ${concurrentRequests} requests per path, ${concurrency} at a time` +
      (rounds > 1 ? `, the paths taking turns in ${rounds} rounds…` : '…'),
  );
  const state = Object.fromEntries(
    Object.keys(paths).map((name) => [name, { latencies: [], seconds: 0, cpu: {} }]),
  );
  const share = (round) =>
    Math.floor((concurrentRequests * (round + 1)) / rounds) -
    Math.floor((concurrentRequests * round) / rounds);
  for (let round = 0; round < rounds; round++) {
    for (const [name, path] of Object.entries(paths)) {
      const into = state[name];
      const amount = share(round);
      let next = 0;
      const before = cpu.read();
      const started = performance.now();
      await Promise.all(
        Array.from({ length: Math.min(concurrency, amount) }, async () => {
          while (next < amount) {
            next++;
            into.latencies.push(await path.call());
          }
        }),
      );
      into.seconds += (performance.now() - started) / 1000;
      lib.addCpu(into.cpu, before, cpu.read());
    }
  }
  return Object.fromEntries(
    Object.entries(state).map(([name, { latencies, seconds, cpu: spent }]) => [
      name,
      {
        ...summarize(latencies),
        requestsPerSecond: Math.round(concurrentRequests / seconds),
        ...cpuOfPath(spent, paths[name].system, concurrentRequests),
      },
    ]),
  );
}

const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text as it stands in HTML content or a quoted attribute. */
export const escapeHtml = (value) => value.replace(/[&<>"']/g, (c) => ESCAPES[c]);
