// The main thread's long tasks in a Chromium trace (scripts/bench.mjs): each task over 50 ms at
// the given CPU slowdown, with what it spent its time on and what started it. Lighthouse's own
// long-tasks audit names only a script URL; this reads the trace's events, which are Chromium's
// documented trace format (name, ph, ts, dur, pid, tid, args).

/** What a trace event's self time counts as. */
function groupOf(name) {
  if (name === 'ParseHTML') return 'parse HTML';
  if (
    /^(UpdateLayoutTree|Layout|RecalculateStyles|ParseAuthorStyleSheet|InvalidateLayout)$/.test(
      name,
    )
  )
    return 'style and layout';
  if (/^(Paint|PrePaint|Layerize|UpdateLayer|CompositeLayers|Commit|RasterTask)$/.test(name))
    return 'paint';
  if (/GC|Garbage/i.test(name)) return 'garbage collection';
  if (/^(v8\.compile|v8\.parseOnBackground)/i.test(name)) return 'compile';
  return 'script';
}

const file = (url) => (url ? (url.split('?')[0].split('/').pop() ?? url) : '');

/** What started a task: the first event inside it that says so. */
function triggerOf(children) {
  for (const event of children) {
    const data = event.args?.data ?? {};
    switch (event.name) {
      case 'ParseHTML':
        return 'HTML parsing';
      case 'EvaluateScript':
      case 'v8.evaluateModule':
        return `evaluating ${file(data.url ?? event.args?.fileName) || 'a script'}`;
      case 'TimerFire':
        return 'a timer';
      case 'FireAnimationFrame':
        return 'an animation frame';
      case 'FireIdleCallback':
        return 'an idle callback';
      case 'EventDispatch':
        return `a ${data.type} event`;
      case 'XHRReadyStateChange':
      case 'XHRLoad':
        return 'a request ending';
      case 'FunctionCall':
        return `a callback in ${file(data.url) || 'native code'}${data.functionName ? ` (${data.functionName})` : ''}`;
      case 'RunMicrotasks':
        return 'microtasks (promise callbacks)';
      default:
    }
  }
  return 'rendering (style, layout, paint)';
}

/** The renderer's main thread of the measured page: the CrRendererMain with the most task time. */
function mainThread(events) {
  const names = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const time = new Map();
  for (const e of events)
    if (e.name === 'RunTask' && e.ph === 'X' && names.has(`${e.pid}:${e.tid}`))
      time.set(`${e.pid}:${e.tid}`, (time.get(`${e.pid}:${e.tid}`) ?? 0) + (e.dur ?? 0));
  return [...time].sort((a, b) => b[1] - a[1])[0]?.[0];
}

/**
 * Every top-level task of the page's main thread that takes over 50 ms once multiplied by
 * `slowdown`: its start (ms after the navigation), its duration at that slowdown, and a line saying
 * what started it and where its time went.
 */
export function longTasks(events, slowdown = 1) {
  const thread = mainThread(events);
  if (!thread) return [];
  const onThread = events
    .filter((e) => e.ph === 'X' && `${e.pid}:${e.tid}` === thread && typeof e.dur === 'number')
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const navigation = events
    .filter((e) => e.name === 'navigationStart' && `${e.pid}:${e.tid}` === thread)
    .filter((e) => /^https?:/.test(e.args?.data?.documentLoaderURL ?? ''))
    .at(-1)?.ts;
  const origin = navigation ?? onThread[0]?.ts ?? 0;
  const tasks = [];
  for (let i = 0; i < onThread.length; i++) {
    const task = onThread[i];
    // Only the measured page's: not the unloading of the page before it.
    if (task.name !== 'RunTask' || task.dur * slowdown < 50_000 || task.ts < origin) continue;
    const end = task.ts + task.dur;
    const children = [];
    for (let j = i + 1; j < onThread.length && onThread[j].ts < end; j++)
      children.push(onThread[j]);
    // Self time by group: each event's duration less its direct children's.
    const groups = new Map();
    const stack = [{ end, event: null }];
    const add = (event, time) => {
      const group = groupOf(event.name);
      groups.set(group, (groups.get(group) ?? 0) + time);
    };
    const selfOf = new Map([[task, task.dur]]);
    for (const child of children) {
      while (stack.length > 1 && child.ts >= stack.at(-1).end) stack.pop();
      const parent = stack.at(-1).event ?? task;
      selfOf.set(parent, (selfOf.get(parent) ?? 0) - child.dur);
      selfOf.set(child, child.dur);
      stack.push({ end: child.ts + child.dur, event: child });
    }
    for (const [event, time] of selfOf) if (event !== task) add(event, Math.max(0, time));
    const spent = [...groups]
      .filter(([, time]) => time * slowdown >= 5000)
      .sort((a, b) => b[1] - a[1])
      .map(([group, time]) => `${group} ${Math.round((time * slowdown) / 1000)}`)
      .join(', ');
    tasks.push({
      start: Math.round((task.ts - origin) / 1000),
      duration: Math.round((task.dur * slowdown) / 1000),
      what: `${triggerOf(children)}${spent ? `: ${spent}` : ''}`,
    });
  }
  return tasks;
}
