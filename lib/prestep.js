// The `agent/pre-step` waterfall listener. When a step starts from a prompt
// the user typed, it captures the prompt and appends ONE framed message:
// recalled memories, lessons, the working-context index, a recovery pack after
// compaction and the recall protocol. A subagent gets one recall at its start.
// Fail open: any engine error or slowness leaves the step exactly as it was.
import { randomUUID } from 'node:crypto';
import {
  composeMessageText, digestSection, lessonsLine, RECALL_PROTOCOL, recallSection, recallSectionFromText,
  recoverySection, workingContextSection,
} from './context.js';
import { cutChars } from './chars.js';
import { MAX_TEXT_CHARS } from './shared-constants.js';
import { cliCommand } from './cli-command.js';
import { readMute } from './mute.js';
import { createOncePerSession, memoryOffReason, noticeMessage } from './notice.js';

export const SOURCE_KIND = 'flymemory';
const LESSONS_SHOWN = 2;
// The engine refuses longer texts and queries; a cut by code points never leaves half a character.
const MAX_CAPTURE_CHARS = MAX_TEXT_CHARS;
const MAX_QUERY_CHARS = 2_000;
// Frozen session digests kept per session id (the oldest dropped beyond this many sessions).
const DIGEST_SESSIONS = 256;

/** Text of the message's text parts, or ''. */
export function messageText(message) {
  const parts = Array.isArray(message?.content) ? message.content : [];
  return parts
    .filter((part) => part?.type === 'text' && typeof part.text === 'string')
    .map((part) => part.text)
    .join('\n')
    .trim();
}

/** The text of the last message the user typed in this step, or null. */
export function typedPromptText(messages) {
  if (!Array.isArray(messages)) return null;
  for (let i = messages.length - 1; i >= 0; i--) {
    const message = messages[i];
    if (message?.role !== 'user' || message?.source?.kind !== 'user') continue;
    return messageText(message) || null;
  }
  return null;
}

/**
 * The task a subagent was started with: its last user-role message not written by us. A text part
 * naming the parent session is left out: DSH appends its return guidance ("Your parent agent id is …,
 * send your result with send_message …", ~480 characters) to a continuable child's task, and as part
 * of the recall query it made the subagent's first step the slowest of all (four e5 query rows instead
 * of one, ~430 ms of engine CPU against ~30 ms for the task alone) while adding nothing to recall.
 */
export function subagentTaskText(messages, parentSession = null) {
  if (!Array.isArray(messages)) return null;
  const parent = typeof parentSession === 'string' && parentSession !== '' ? parentSession : null;
  const namesParent = (part) => parent !== null && part?.type === 'text' && typeof part.text === 'string' && part.text.includes(parent);
  for (let i = messages.length - 1; i >= 0; i--) {
    const message = messages[i];
    if (message?.role !== 'user' || message?.source?.kind === SOURCE_KIND) continue;
    const parts = Array.isArray(message.content) ? message.content : [];
    const text = messageText({ content: parts.filter((part) => !namesParent(part)) }) || messageText(message);
    if (text) return text;
  }
  return null;
}

export function isSubagentSession(header) {
  return header?.origin === 'subagent' || typeof header?.parentSession === 'string';
}

export function memoryMessage(text) {
  return {
    id: randomUUID(),
    role: 'user',
    content: [{ type: 'text', text }],
    // 0.2.x rejects messages claiming another producer's kind (e.g. 'plugin').
    source: { kind: SOURCE_KIND, form: 'snapshot', sections: [{ name: SOURCE_KIND, text }] },
  };
}

// The engine is not there (installing, starting, down) or busy (HTTP 503): what was typed is kept for later.
const UNAVAILABLE = new Set(['network', 'timeout', 'http', 'busy', 'auth']);
export const engineUnavailable = (error) => UNAVAILABLE.has(error?.kind);

const memoriesOf = (result) => (Array.isArray(result?.data?.memories) ? result.data.memories : null);

/**
 * @param {{
 *   callToolResult: (name: string, args: object, opts: object) => Promise<{text: string, data: object|null}>,
 *   options: object, log: object,
 *   tracker?: {recordInjected: Function},
 *   recovery?: {take: (session: string) => boolean},
 *   spool?: (prompt: {text: string, session: string, workspace: string}) => void,
 *   onEngineAnswered?: () => void,
 *   engineState?: {value: 'up'|'down'|'busy'|'refused'|'foreign'|'unknown', installStarted?: boolean, retryAfterMs?: number},
 *   firstStepTimeoutMs?: number|null,
 *   now?: () => number,
 * }} deps
 */
export function createPreStepListener({ callToolResult, options, log, tracker, recovery, spool, onEngineAnswered,
  engineState = { value: 'unknown' }, firstStepTimeoutMs = null, now = () => performance.now() }) {
  // An engine this process just launched is still warming up (indexes, embedder): its first
  // step may take longer than the per-step budget, once, rather than go without recall.
  let warmupBudget = firstStepTimeoutMs;
  const subagentsServed = new Set();
  const firstTimeFor = createOncePerSession();
  // session id -> the digest text injected at its first step. Fetched once per session and reused
  // byte-for-byte (after a compaction too), so writes during the session never change the prefix.
  const digests = new Map();
  const digestOn = options.sessionDigest !== false;

  return async function flymemoryPreStep(payload, next) {
    const started = now();
    const plan = planStep(payload);
    // Start the engine calls before the rest of the waterfall runs, so both wait in parallel.
    const work = plan ? gather(plan, payload).catch((error) => ({ failed: error?.message ?? String(error) })) : null;
    const decision = await next();
    if (!work) return decision;
    const waterfallDone = now();
    const outcome = await work;
    const finish = (what) => {
      const total = now() - started;
      const waited = now() - waterfallDone;
      log.info(`pre-step turn ${payload?.turn} step ${payload?.step}: ${what}; engine ${Math.round(total)} ms, overhead ${Math.round(waited)} ms`);
    };
    const notice = plan.kind === 'typed' ? noticeFor(plan, outcome) : null;
    const told = (result) => (notice && Array.isArray(result?.messages) ? { ...result, messages: [...result.messages, notice] } : result);
    if (outcome.failed) {
      log.warn(`memory skipped for this step (turn ${payload?.turn}, step ${payload?.step}): ${outcome.failed}. ` +
        `The turn continues without memories; \`${cliCommand(['doctor'])}\` checks the engine.`);
      finish('skipped');
      return told(decision);
    }
    if (!outcome.text && !outcome.digest) {
      finish(outcome.note ?? 'nothing to inject');
      return told(decision);
    }
    if (!decision || !Array.isArray(decision.messages)) {
      log.warn(`memory recalled but not injected: the pre-step decision has no messages list (kind ${decision?.kind})`);
      return decision;
    }
    if (options.useGate && tracker && plan.session && outcome.ids.length) {
      tracker.recordInjected(plan.session, outcome.ids, { turn: payload?.turn });
    }
    const added = [outcome.digest, outcome.text].filter(Boolean).map(memoryMessage).concat(notice ? [notice] : []);
    const digestNote = outcome.digest ? `, session digest ${outcome.digest.length} chars` : '';
    finish(`injected ${outcome.ids.length} ids (${outcome.summary ?? 'digest only'})${digestNote}, ${(outcome.text ?? '').length} chars`);
    return { ...decision, messages: [...decision.messages, ...added] };
  };

  /** The one notice a session gets when memory is off for it (why + the fixing command), else null. */
  function noticeFor(plan, outcome) {
    if (options.notices === false) return null;
    const reason = memoryOffReason({ options, engineState: () => engineState.value, failure: outcome.failed, installStarted: engineState.installStarted,
      retryAfterMs: engineState.retryAfterMs });
    if (!reason || !firstTimeFor(plan.session)) return null;
    log.info(`told session ${plan.session ?? '?'} that memory is off (${reason.why}): ${reason.fix}`);
    return noticeMessage(reason);
  }

  /** Remember a session's digest once; later calls never replace it. */
  function freezeDigest(session, text) {
    if (digests.has(session)) return digests.get(session);
    digests.set(session, text);
    if (digests.size > DIGEST_SESSIONS) digests.delete(digests.keys().next().value);
    return text;
  }

  /** What this step needs, or null when it is none of our business. */
  function planStep(payload) {
    const header = payload?.agent?.session?.header ?? {};
    const session = typeof header.id === 'string' ? header.id : null;
    const workspace = typeof header.cwd === 'string' ? header.cwd : '';
    if (isSubagentSession(header)) {
      if (!session || subagentsServed.has(session)) return null;
      const task = subagentTaskText(payload?.messages, header.parentSession);
      if (!task) return null;
      subagentsServed.add(session);
      return { kind: 'subagent', text: task, session, workspace };
    }
    const text = typedPromptText(payload?.messages);
    if (text) return { kind: 'typed', text, session, workspace };
    // Right after a compaction the model has lost its context: the next step gets the pack even without a typed prompt.
    if (session && recovery?.has(session)) return { kind: 'recovery', session, workspace };
    return null;
  }

  async function gather(plan, payload) {
    const budget = Math.max(options.hookTimeoutMs, warmupBudget ?? 0);
    warmupBudget = null;
    const deadline = now() + budget;
    const call = (name, args) => callToolResult(name, args, {
      signal: payload?.signal,
      timeoutMs: Math.max(1, Math.round(deadline - now())),
    });
    const scoped = (args) => (plan.workspace ? { ...args, workspace: plan.workspace } : args);
    const mute = readMute(options.dataDir);
    if (mute?.all) return { text: '', ids: [], note: 'muted (capture off too)' };

    if (plan.kind === 'subagent') {
      if (mute) return { text: '', ids: [], note: 'muted' };
      const recalled = await call('flymemory_recall', scoped({ query: cutChars(plan.text, MAX_QUERY_CHARS), k: options.recallK }));
      const section = sectionFor(recalled);
      return { text: section.text, ids: section.ids, summary: `subagent start: ${section.ids.length} recalled` };
    }

    if (plan.kind === 'recovery') {
      if (mute || !recovery.take(plan.session)) return { text: '', ids: [], note: 'muted' };
      const packResult = await call('flymemory_session_pack', scoped({ trail: 4, conclusions: 3 }));
      const text = recoverySection(packResult.text);
      // Compaction dropped the first step's digest: put back the very same bytes.
      const digest = digestOn ? (digests.get(plan.session) ?? '') : '';
      return { text, digest, ids: [], summary: 'recovery pack after compaction', note: 'recovery pack empty' };
    }

    const query = cutChars(plan.text, MAX_QUERY_CHARS);
    // The prompt is the user's turn: its sentences keep the role (recall reads it with them).
    const autoArgs = scoped({ text: cutChars(plan.text, MAX_CAPTURE_CHARS), k: options.recallK, role: 'user' });
    if (plan.session) autoArgs.session_id = plan.session;
    const capture = call('flymemory_auto', autoArgs).then((reply) => {
      engineState.value = 'up';
      onEngineAnswered?.();
      return reply;
    }, (error) => {
      if (engineUnavailable(error)) {
        engineState.value = { busy: 'busy', auth: 'refused' }[error.kind] ?? 'down';
        if (error.kind === 'busy') engineState.retryAfterMs = error.retryAfterMs;
        spool?.({ text: autoArgs.text, session: plan.session ?? '', workspace: plan.workspace });
      }
      throw error;
    });
    if (mute) {
      await capture;
      return { text: '', ids: [], note: 'muted (captured only)' };
    }
    // Optional parts fail on their own: a missing tool in an older engine costs only its section.
    const optional = (promise, label) => promise.catch((error) => {
      log.warn(`${label} left out of this step: ${error?.message ?? error}`);
      return null;
    });
    const lessons = options.lessons
      ? optional(call('flymemory_recall', scoped({ query, k: 8, compartment: 'lessons' })), 'lessons')
      : null;
    const working = options.workingContext ? optional(workingContextCall(query, call, scoped), 'working context') : null;
    const pack = plan.session && recovery?.take(plan.session)
      ? optional(call('flymemory_session_pack', scoped({ trail: 4, conclusions: 3 })), 'recovery pack')
      : null;
    // The session's first step: the frozen digest (profile, open items, latest conclusions).
    const firstStep = digestOn && plan.session && !digests.has(plan.session);
    const digestCall = firstStep ? optional(call('flymemory_session_digest', scoped({})), 'session digest') : null;

    const [recalled, lessonResult, workingResult, packResult, digestResult] =
      await Promise.all([capture, lessons, working, pack, digestCall]);
    // Frozen even when empty or failed: a digest that appeared mid-session would break the prefix.
    const digest = firstStep ? freezeDigest(plan.session, digestSection(digestResult?.data?.digest ?? '')) : '';
    const captured = new Set((recalled?.data?.outcomes ?? []).map((o) => o?.id).filter(Number.isInteger));

    const lessonMemories = (memoriesOf(lessonResult) ?? [])
      // An engine that ignores `compartment` would hand back general memories: keep only real lessons.
      .filter((m) => m.compartment === 'lessons' && !captured.has(m.id))
      .slice(0, LESSONS_SHOWN);
    const lessonsPart = lessonsLine(lessonMemories);
    // Lessons have their own line every turn; the recall section does not repeat them.
    const recall = sectionFor(recalled, new Set(lessonsPart.ids));
    const shown = new Set([...recall.ids, ...captured, ...lessonsPart.ids]);
    const pointers = workingMemories(workingResult).filter((m) => !shown.has(m.id)).slice(0, options.workingContextTopK);
    const workingPart = workingContextSection(pointers, options.workingContextChars);
    const recoveryPart = packResult ? recoverySection(packResult.text) : '';

    const sections = [recall.text, lessonsPart.text, workingPart.text, recoveryPart];
    if (!sections.some(Boolean)) return { text: '', digest, ids: [], note: 'nothing recalled' };
    if (options.recallProtocol) sections.push(RECALL_PROTOCOL);
    return {
      digest,
      text: composeMessageText(sections),
      ids: [...new Set([...recall.ids, ...lessonsPart.ids, ...workingPart.ids])],
      summary: `recall ${recall.ids.length}, lessons ${lessonsPart.ids.length}, pointers ${workingPart.ids.length}${recoveryPart ? ', recovery pack' : ''}`,
    };
  }

  function sectionFor(result, leaveOut = new Set()) {
    const memories = memoriesOf(result);
    if (memories) return recallSection(memories.filter((m) => !leaveOut.has(m.id)), options.injectChars);
    return recallSectionFromText(result?.text ?? '', options.injectChars);
  }

  function workingContextCall(query, call, scoped) {
    const k = options.workingContextTopK + options.recallK + LESSONS_SHOWN + 2;
    if (options.workingContextSource === 'pack') {
      const n = Math.min(options.workingContextTopK, 50); // the engine's limit per list
      return call('flymemory_session_pack', scoped({ trail: n, conclusions: n }));
    }
    return call('flymemory_recall_index', scoped({ query, k }));
  }
}

/** Pointer candidates from recall_index (`memories`) or session_pack (the trail newest first, then conclusions). */
function workingMemories(result) {
  const data = result?.data;
  if (!data) return [];
  if (Array.isArray(data.memories)) return data.memories;
  const trail = Array.isArray(data.trail) ? [...data.trail].reverse() : [];
  const conclusions = Array.isArray(data.conclusions) ? data.conclusions : [];
  return [...trail, ...conclusions];
}
