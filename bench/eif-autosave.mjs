// Autosave of the EIF through the gateway (issue 9; issue 33 items 1 and 2): N editors at once (default 50),
// each a user of their own with a session of their own, of a role that may edit the client's EIF (the client's
// benefit administrators, its brokers, staff: bench/eif-autosave-editors.mjs says who and how they sign in).
// The editors are spread over demo clients, several on each, as co-editors are. Each opens the EIF (GET
// /api/clients/:clientId/eif-answers, the versions it has seen) and saves one changed answer at a time as the
// web does (PATCH /api/clients/:clientId/eif-answers with the answer and the version of it the editor last saw,
// session cookie and CSRF header), then types for `--think-ms` (default 1000: the web saves within about a
// second of a change; 0 = back to back, a stress test).
//
// Most saves go to an answer of the editor's own; a share `--shared` of them (default 0.2) go to one answer
// every editor of that client also edits, so real version conflicts occur (the server refuses a save based on
// an older version and answers the newer one, which the editor then bases its next save on, as the web does).
// The bench reports that share and the conflicts it measured.
//
// Every editor also has the EIF's live connection the web opens (the gateway's
// /api/clients/:clientId/eif-live websocket, with its own session): it hears who is in the room and every save
// of that client's EIF. The bench counts what each listener hears and checks that every co-editor heard every
// save. The saves run in two arms, with the listeners connected and without them, taking turns in `--rounds`
// rounds (with-without, then without-with, and so on), each editor making `--saves` saves in each arm; the
// listeners connect and leave between the arms, outside what is measured. The headline is the CPU per save of
// every process (its own user + system time from /proc, which hardly depends on the machine's other load) in
// both arms, and so the listeners' share, beside the saves' latency (target: p95 under 50 ms) and saves per
// second, with the machine's 1-minute load average at the start and the end.
//
//   node bench/eif-autosave.mjs [--editors 50] [--saves 40] [--think-ms 1000] [--shared 0.2] [--clients N]
//                               [--rounds 4] [--no-build]
//
// It starts its own system on temporary infrastructure (its start-up wait grows with the load average per
// core, and a system not ready by then stops the bench with a line naming the last readiness answer) and
// stops it afterwards. Results: bench/results/eif-autosave.json.
import 'reflect-metadata';
import http from 'node:http';
import { parseArgs } from 'node:util';
import { ensureNode24, scaledWait, summarize } from '../infra/load/temp-system.mjs';
import * as lib from './lib.mjs';
import {
  chooseClients,
  closeListeners,
  inPool,
  openListeners,
  planEditors,
  signInEditors,
  sleep,
} from './eif-autosave-editors.mjs';

await ensureNode24(import.meta.url);

const TARGET_P95_MS = 50;

const { values: args } = parseArgs({
  options: {
    editors: { type: 'string', default: '50' },
    saves: { type: 'string', default: '40' },
    'think-ms': { type: 'string', default: '1000' },
    shared: { type: 'string', default: '0.2' },
    clients: { type: 'string' },
    rounds: { type: 'string', default: '4' },
    'no-build': { type: 'boolean', default: false },
  },
});
const number = (name, min, max, integer = true) => {
  const value = Number(args[name]);
  if (!Number.isFinite(value) || value < min || value > max || (integer && !Number.isInteger(value)))
    throw new Error(
      `Bad option --${name}: ${args[name]} (${integer ? 'a whole number ' : ''}from ${min} to ${max})`,
    );
  return value;
};
const editorCount = number('editors', 1, 1000);
const saves = number('saves', 1, 10_000);
const thinkMs = number('think-ms', 0, 60_000);
const shared = number('shared', 0, 1, false);
const rounds = number('rounds', 1, saves);
const clientsAsked = args.clients === undefined ? undefined : number('clients', 1, 1000);

// Every editor signs in from this one address within a minute or two, about five sign-in calls each, past the
// gateway's limit per address (30 a minute) once there are more than a few editors. That limit is the identity
// tests' matter; scripts/test.mjs raises it the same way for its browser tests. Saves are not rate-limited.
process.env.AUTH_RATE_LIMIT_PER_MINUTE ??= '100000';
process.env.PUBLIC_FORM_RATE_LIMIT_PER_MINUTE ??= '100000';

const bench = await lib.startBench({ options: { concurrency: editorCount }, build: !args['no-build'] });
const { system, signals, agent } = bench;

const results = await bench.measure(async () => {
  const { demoId } = await import('@onboard/server-kit');
  const { DEMO_CLIENTS, DEMO_USERS, EIF_CLIENT_FIELDS } = await import('@onboard/contracts');
  const { SUB_STEP_CONTENT } = await import('@onboard/domain');

  // The text answers held on the client, long enough for the drafts the editors type: the first is the one
  // the editors of a client share, each of the others one editor's own.
  const textFields = Object.entries(EIF_CLIENT_FIELDS)
    .filter(([, kind]) => kind.kind === 'text' && kind.max >= 100)
    .map(([field]) => field);
  const [sharedField, ...ownFields] = textFields;
  // By default about three editors a client (a benefit administrator, a broker and a staff member), on as many
  // of the demo clients as that takes.
  const clientCount = clientsAsked ?? Math.min(DEMO_CLIENTS.length, Math.max(1, Math.floor(editorCount / 3)));
  if (clientCount > DEMO_CLIENTS.length || clientCount > editorCount)
    throw new Error(
      `--clients ${clientCount}: there are ${DEMO_CLIENTS.length} demo clients and ${editorCount} editors`,
    );
  const perClient = Math.ceil(editorCount / clientCount);
  if (perClient > ownFields.length)
    throw new Error(
      `${editorCount} editors on ${clientCount} clients is ${perClient} on one client, but a client has ` +
        `${ownFields.length} text answers for editors' own besides the shared one: more clients or fewer editors.`,
    );
  const subStepOf = (field) =>
    Object.entries(SUB_STEP_CONTENT).find(([, content]) =>
      content.client?.some((q) => q.field === field),
    )?.[0] ?? null;

  const clients = chooseClients(clientCount, DEMO_CLIENTS, DEMO_USERS);
  const plan = planEditors(editorCount, clients, DEMO_USERS);
  const editors = (await signInEditors(system.url, plan, { demoId })).map((e) => ({
    ...e,
    clientId: demoId(`client:${e.client.key}`),
    label: `editor ${e.index + 1} (${e.session.email}, ${e.session.role})`,
    ownField: ownFields[e.slot],
    subStep: subStepOf(ownFields[e.slot]),
    /** The version of each answer this editor last saw (its page's cache). */
    versions: {},
  }));
  const roomOf = new Map();
  for (const e of editors) roomOf.set(e.clientId, [...(roomOf.get(e.clientId) ?? []), e]);
  console.log(
    `${editors.length} editors signed in, each its own user and session, on ${clients.length} client(s): ` +
      clients.map((c) => `${c.key} ${roomOf.get(demoId(`client:${c.key}`)).length}`).join(', '),
  );
  for (const e of editors)
    console.log(`  ${e.client.key}: ${e.label}, ${e.source}; own answer ${e.ownField}`);

  const headersOf = (e) => ({
    cookie: `${e.session.cookie}; ${e.session.csrfCookie}`,
    'x-csrf-token': e.session.csrf,
  });
  const answersUrl = (e) => new URL(`/api/clients/${e.clientId}/eif-answers`, system.url);

  /** One save as the web's autosave sends it; its round trip in ms and the answer. */
  const patch = (e, body) =>
    new Promise((resolve, reject) => {
      const data = JSON.stringify(body);
      const started = performance.now();
      const req = http.request(
        answersUrl(e),
        {
          method: 'PATCH',
          agent,
          headers: {
            ...headersOf(e),
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(data),
          },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => {
            const ms = performance.now() - started;
            if (res.statusCode !== 200)
              reject(new Error(`PATCH of ${e.label} answered ${res.statusCode}: ${text.slice(0, 300)}`));
            else resolve({ ms, answer: JSON.parse(text) });
          });
        },
      );
      req.on('error', reject);
      req.end(data);
    });

  // The first save of each answer the editors will write (its own answers, and each client's shared answer), all
  // at once, before anything is measured: an answer's first save happens once in its life (it adds the answer's
  // version row), the saves measured are the later ones. At once, as co-editors may: before decision 245 such
  // saves by benefit administrators and brokers deadlocked in PostgreSQL (found by this bench), and any answer
  // other than 200 stops the bench.
  await Promise.all(
    editors.map((e) =>
      patch(e, { [e.ownField]: `Editor ${e.index + 1}`, baseVersions: { [e.ownField]: 0 } }),
    ),
  );
  await Promise.all(
    [...roomOf.values()]
      .map((room) => room[0])
      .map((e) => patch(e, { [sharedField]: `Editor ${e.index + 1}`, baseVersions: { [sharedField]: 0 } })),
  );

  // Each editor opens the EIF: the versions of its answers it has seen, as the web's page loads them.
  await inPool(editors, 8, async (e) => {
    const loaded = await lib.getJson(answersUrl(e), { agent, headers: headersOf(e) });
    for (const field of [sharedField, e.ownField]) e.versions[field] = loaded.versions[field]?.version ?? 0;
  });

  /**
   * Editor `e` saves `count` times in a row in `arm` (saves `from` onwards of its schedule), then stops: a save
   * goes to the shared answer where the schedule says so, else to its own. The saves that wrote land in
   * `written` (client, `path@version`, by whom), for the listeners' check.
   */
  const editorSaves = async (e, arm, from, count, written) => {
    // Editors start spread over one think time, as people do.
    if (thinkMs) await sleep(Math.random() * thinkMs);
    for (let n = from; n < from + count; n += 1) {
      const isShared = arm.schedule[e.index][n];
      const field = isShared ? sharedField : e.ownField;
      const base = e.versions[field];
      const { ms, answer } = await patch(e, {
        [field]: `Editor ${e.index + 1}, ${arm.key} draft ${n + 1}`,
        baseVersions: { [field]: base },
      });
      arm.times.push(ms);
      arm.saves += 1;
      if (isShared) arm.sharedSaves += 1;
      const saved = answer.saved[field];
      const conflict = answer.conflicts.find((c) => c.path === field);
      if (conflict) {
        // As the web's editor does: the newer version is learned, the editor's next save is based on it.
        arm.conflicts += 1;
        if (isShared) arm.sharedConflicts += 1;
        else arm.ownConflicts += 1;
        e.versions[field] = conflict.version;
      } else if (saved) {
        e.versions[field] = saved.version;
        if (saved.updatedBy === e.session.userId && saved.version > base)
          written.push({ clientId: e.clientId, key: `${field}@${saved.version}`, by: e.session.userId });
      } else {
        throw new Error(`The save of ${field} by ${e.label} answered neither the answer nor a conflict`);
      }
      if (thinkMs && n < from + count - 1) await sleep(thinkMs * (0.75 + Math.random() / 2));
    }
  };

  /** Which of an editor's saves in an arm go to the shared answer: `shared` of them, at random places. */
  const sharedSchedule = () =>
    editors.map(() => {
      const marks = Array.from({ length: saves }, (_, n) => n < Math.round(shared * saves));
      for (let i = marks.length - 1; i > 0; i -= 1) {
        const j = Math.floor(Math.random() * (i + 1));
        [marks[i], marks[j]] = [marks[j], marks[i]];
      }
      return marks;
    });
  const newArm = (key, listening) => ({
    key,
    listening,
    schedule: sharedSchedule(),
    times: [],
    seconds: 0,
    cpu: {},
    saves: 0,
    sharedSaves: 0,
    conflicts: 0,
    sharedConflicts: 0,
    ownConflicts: 0,
    written: 0,
    heard: {
      fromCoEditors: 0,
      coEditorsExpected: 0,
      ownEchoes: 0,
      answers: [],
      presence: 0,
      presenceDuringSaves: 0,
      hello: 0,
    },
    missing: [],
  });
  const arms = { listening: newArm('listening', true), silent: newArm('silent', false) };

  /**
   * Waits until the listeners have heard as many saves as were written times the listeners of each room (at
   * most 10 s, scaled to the machine's load); which one missed what, if any, `tally` says.
   */
  const deliveries = async (listeners, written) => {
    const expected = written.reduce((sum, w) => sum + roomOf.get(w.clientId).length, 0);
    const deadline = Date.now() + scaledWait(10_000);
    const heard = () => listeners.reduce((sum, l) => sum + l.counts.ANSWERS, 0);
    while (heard() < expected && Date.now() < deadline) await sleep(10);
  };

  /** Adds what the listeners heard to the arm, and which co-editor did not hear which save. */
  const tally = (arm, listeners, written) => {
    const byEditor = new Map(listeners.map((l) => [l.editor.index, l]));
    for (const w of written) {
      for (const co of roomOf.get(w.clientId)) {
        const heardIt = byEditor.get(co.index).heard.has(w.key);
        if (co.session.userId === w.by) {
          if (heardIt) arm.heard.ownEchoes += 1;
          continue;
        }
        arm.heard.coEditorsExpected += 1;
        if (heardIt) arm.heard.fromCoEditors += 1;
        else arm.missing.push(`${co.label} did not hear ${w.key} on client ${w.clientId}`);
      }
    }
    for (const l of listeners) {
      arm.heard.answers[l.editor.index] = (arm.heard.answers[l.editor.index] ?? 0) + l.counts.ANSWERS;
      arm.heard.presence += l.counts.PRESENCE;
      arm.heard.presenceDuringSaves += l.counts.PRESENCE - l.presenceBeforeSaves;
      arm.heard.hello += l.counts.HELLO;
    }
  };

  /** One turn of an arm: listeners connected first (or not), then the editors' saves, measured. */
  const turn = async (arm, round) => {
    const from = Math.floor((saves * round) / rounds);
    const count = Math.floor((saves * (round + 1)) / rounds) - from;
    if (count === 0) return;
    const listeners = arm.listening ? await openListeners(system.url, editors) : [];
    const written = [];
    for (const l of listeners) l.presenceBeforeSaves = l.counts.PRESENCE;
    const before = lib.cpuOfProcesses();
    const started = performance.now();
    await Promise.all(editors.map((e) => editorSaves(e, arm, from, count, written)));
    arm.seconds += (performance.now() - started) / 1000;
    // The fan-out of the last saves is part of their cost: the window ends when the listeners have them.
    if (arm.listening) await deliveries(listeners, written);
    lib.addCpu(arm.cpu, before, lib.cpuOfProcesses());
    arm.written += written.length;
    if (arm.listening) {
      tally(arm, listeners, written);
      await closeListeners(listeners);
      // The gateway's leaving work (presence to the rest of the room) falls before the next turn.
      await sleep(250);
    }
  };

  // Warm-up: every editor saves its own answer once with the listeners connected, so both arms start with
  // the save path and the fan-out path compiled. Not counted.
  console.log('Warm-up: one save per editor with the listeners connected…');
  {
    const listeners = await openListeners(system.url, editors);
    const written = [];
    const warm = { ...newArm('warm-up', true), schedule: editors.map(() => [false]) };
    await Promise.all(editors.map((e) => editorSaves(e, warm, 0, 1, written)));
    await deliveries(listeners, written);
    await closeListeners(listeners);
    await sleep(250);
  }

  // The system at rest (no save, no listener) for a few seconds: its processes' own timers and polls, which
  // the saves' CPU windows also hold (more of it per save the longer the editors type between saves).
  const IDLE_MS = 3000;
  console.log(`At rest for ${IDLE_MS / 1000} s: the system's CPU with nothing to do…`);
  const idleBefore = lib.cpuOfProcesses();
  const idleStarted = performance.now();
  await sleep(IDLE_MS);
  const idleCpu = lib.addCpu({}, idleBefore, lib.cpuOfProcesses());
  const idleSeconds = (performance.now() - idleStarted) / 1000;

  console.log(
    `Measuring: ${saves} saves per editor with the listeners connected and ${saves} without, in ${rounds} ` +
      `round(s) taking turns; ${thinkMs} ms of typing between saves; ${Math.round(shared * saves)} of each ` +
      `editor's ${saves} saves per arm on the shared answer…`,
  );
  for (let round = 0; round < rounds; round += 1) {
    const order = round % 2 === 0 ? [arms.listening, arms.silent] : [arms.silent, arms.listening];
    for (const arm of order) {
      if (signals.interrupted) throw new Error('interrupted');
      await turn(arm, round);
    }
  }

  const armResults = (arm) => {
    const perSave = Object.fromEntries(
      Object.entries(arm.cpu).map(([name, seconds]) => [name, (seconds * 1000) / arm.saves]),
    );
    const answers = arm.heard.answers.filter((n) => n !== undefined);
    return {
      saves: arm.saves,
      latency: summarize(arm.times),
      savesPerSecond: lib.round2(arm.saves / arm.seconds),
      cpuMsPerSave: lib.cpuMsPer(arm.cpu, arm.saves),
      cpuMsPerSaveExact: perSave,
      sharedSaves: arm.sharedSaves,
      conflicts: arm.conflicts,
      sharedConflicts: arm.sharedConflicts,
      ownConflicts: arm.ownConflicts,
      written: arm.written,
      ...(arm.listening
        ? {
            listeners: {
              sockets: editors.length,
              coEditorDeliveries: arm.heard.fromCoEditors,
              coEditorDeliveriesExpected: arm.heard.coEditorsExpected,
              ownEchoes: arm.heard.ownEchoes,
              answersPerListener: {
                min: Math.min(...answers),
                mean: lib.round2(answers.reduce((a, b) => a + b, 0) / answers.length),
                max: Math.max(...answers),
              },
              presenceMessages: arm.heard.presence,
              presenceMessagesDuringSaves: arm.heard.presenceDuringSaves,
              helloMessages: arm.heard.hello,
              missing: arm.missing,
            },
          }
        : {}),
    };
  };
  const listening = armResults(arms.listening);
  const silent = armResults(arms.silent);
  const names = new Set([
    ...Object.keys(listening.cpuMsPerSaveExact),
    ...Object.keys(silent.cpuMsPerSaveExact),
  ]);
  const difference = Object.fromEntries(
    [...names]
      .map((name) => [name, (listening.cpuMsPerSaveExact[name] ?? 0) - (silent.cpuMsPerSaveExact[name] ?? 0)])
      .sort(([, x], [, y]) => Math.abs(y) - Math.abs(x)),
  );
  const total = (cpu) => Object.values(cpu).reduce((a, b) => a + b, 0);
  const listenersMsPerSave = total(listening.cpuMsPerSaveExact) - total(silent.cpuMsPerSaveExact);

  const roles = {};
  for (const e of editors) roles[e.session.role] = (roles[e.session.role] ?? 0) + 1;
  return lib.benchResults(
    bench,
    {
      request: 'PATCH /api/clients/:clientId/eif-answers',
      targetP95Ms: TARGET_P95_MS,
      startupSeconds: bench.startupSeconds,
      clients: clients.map((c) => c.key),
      sharedAnswer: sharedField,
      roles,
      editors: editors.map((e) => ({
        client: e.client.key,
        email: e.session.email,
        role: e.session.role,
        source: e.source,
        ownAnswer: e.ownField,
      })),
      listening,
      silent,
      atRest: { seconds: lib.round2(idleSeconds), cpuMsPerSecond: lib.cpuMsPer(idleCpu, idleSeconds) },
      listenersShare: {
        cpuMsPerSave: Math.round(listenersMsPerSave * 1000) / 1000,
        ofListening: lib.round2(listenersMsPerSave / total(listening.cpuMsPerSaveExact)),
        byProcess: Object.fromEntries(
          Object.entries(difference).map(([name, ms]) => [name, Math.round(ms * 1000) / 1000]),
        ),
      },
    },
    { options: { editors: editorCount, saves, thinkMs, shared, clients: clientCount, rounds } },
  );
});

const { listening, silent, machine } = results;
const processes = (cpu) =>
  Object.entries(cpu)
    .filter(([name]) => name !== 'total')
    .map(([name, ms]) => `${name} ${ms}`)
    .join(', ');
const percent = (part, whole) => (whole ? `${Math.round((1000 * part) / whole) / 10}%` : 'none');
const f = (x) => x.toFixed(2).padStart(8);
console.log(
  `\nEIF autosave through the gateway, ${results.editors.length} editors on ${results.clients.length} client(s), ` +
    `each its own user and session (${Object.entries(results.roles)
      .map(([role, n]) => `${role} ${n}`)
      .join(', ')}; ${results.editors.filter((e) => e.source === 'demo user').length} demo users, ` +
    `${results.editors.filter((e) => e.source !== 'demo user').length} created through the API):`,
);
console.log(`${''.padEnd(19)}saves    mean     p50     p95     p99     max  saves/s`);
for (const [label, arm] of [
  ['with listeners', listening],
  ['without listeners', silent],
]) {
  const s = arm.latency;
  console.log(
    `${label.padEnd(17)}${String(arm.saves).padStart(7)}${f(s.mean)}${f(s.p50)}${f(s.p95)}${f(s.p99)}${f(s.max)}` +
      String(arm.savesPerSecond).padStart(9),
  );
}
// /proc counts a process's time in ticks of 10 ms (USER_HZ 100, as bench/lib.mjs reads it); the bench's own
// time comes from process.cpuUsage(), to the microsecond.
const TICK_MS = 10;
console.log(
  'CPU per save, ms (user + system time from /proc, every process of the bench and its system; one tick of ' +
    `/proc is ${lib.round2(TICK_MS / listening.saves)} ms per save here):`,
);
console.log(`  with listeners     ${listening.cpuMsPerSave.total} (${processes(listening.cpuMsPerSave)})`);
console.log(`  without listeners  ${silent.cpuMsPerSave.total} (${processes(silent.cpuMsPerSave)})`);
const share = results.listenersShare;
const signed = (x) => `${x >= 0 ? '+' : ''}${x}`;
console.log(
  `  the listeners      ${signed(share.cpuMsPerSave)} (${Object.entries(share.byProcess)
    .filter(([, ms]) => Math.abs(ms) >= 0.005)
    .map(([name, ms]) => `${name} ${signed(ms)}`)
    .join(', ')}): ${percent(share.cpuMsPerSave, listening.cpuMsPerSave.total)} of a save with listeners ` +
    '(the bench process stands for the browsers: its share is theirs, not the server side)',
);
const both = [listening, silent];
const sum = (key) => both.reduce((n, arm) => n + arm[key], 0);
console.log(
  `Shared answer (${results.sharedAnswer}): stated share of saves ${percent(results.options.shared, 1)}, ` +
    `measured ${percent(sum('sharedSaves'), sum('saves'))} (${sum('sharedSaves')} of ${sum('saves')}); ` +
    `conflicts measured ${percent(sum('conflicts'), sum('saves'))} of all saves (${sum('conflicts')}; ` +
    `${percent(sum('sharedConflicts'), sum('sharedSaves'))} of the shared saves; ${sum('ownConflicts')} on own answers)`,
);
const rest = results.atRest.cpuMsPerSecond;
console.log(
  `At rest (${results.atRest.seconds} s, no save and no listener): ${rest.total} ms of CPU per second ` +
    `(${processes(rest)}), which the saves' windows hold too: ` +
    `${lib.round2(rest.total / listening.savesPerSecond)} ms per save at the rate with listeners`,
);
const heard = listening.listeners;
console.log(
  `Live listeners: ${heard.sockets} sockets, one per editor with its own session; during the ${listening.saves} ` +
    `saves with listeners (${listening.written} written, the rest conflicts) co-editors heard ` +
    `${heard.coEditorDeliveries} of ${heard.coEditorDeliveriesExpected} saves of others` +
    (heard.missing.length ? ` (${heard.missing.length} MISSING)` : ' (all)') +
    `, and ${heard.ownEchoes} echoes of their own; ANSWERS per listener min ${heard.answersPerListener.min}, ` +
    `mean ${heard.answersPerListener.mean}, max ${heard.answersPerListener.max}; ` +
    `${heard.helloMessages} HELLO and ${heard.presenceMessages} PRESENCE messages ` +
    `(${heard.presenceMessagesDuringSaves} of them during the saves, the rest while connecting)`,
);
for (const line of heard.missing.slice(0, 10)) console.log(`  ${line}`);
console.log(
  `Machine: ${machine.cpus} CPUs (${machine.cpuModel}), ${machine.memoryGiB} GiB, Node ${machine.node}; ` +
    `system started in ${results.startupSeconds} s`,
);
const p95 = Math.max(listening.latency.p95, silent.latency.p95);
console.log(
  `\neif-autosave, ${results.editors.length} editors, load average ${machine.loadAverage1m} → ` +
    `${machine.loadAverage1mAtEnd}:\n` +
    `  p95 save ${lib.round2(listening.latency.p95)} ms with listeners, ${lib.round2(silent.latency.p95)} ms without ` +
    `(target under ${TARGET_P95_MS} ms: ${p95 < TARGET_P95_MS ? 'met' : 'NOT met'}); ` +
    `${listening.savesPerSecond} and ${silent.savesPerSecond} saves/s\n` +
    `  CPU per save ${listening.cpuMsPerSave.total} ms with listeners (${processes(listening.cpuMsPerSave)}) ` +
    `against ${silent.cpuMsPerSave.total} ms without (${processes(silent.cpuMsPerSave)}): ` +
    `the listeners ${signed(share.cpuMsPerSave)} ms per save`,
);

lib.writeResults('eif-autosave.json', results);
if (heard.missing.length) {
  console.error(
    `${heard.missing.length} save(s) of others did not reach a co-editor's live connection: the fan-out lost them.`,
  );
  process.exit(1);
}
process.exit(0);
