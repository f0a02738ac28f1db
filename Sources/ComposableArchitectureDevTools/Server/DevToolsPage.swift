// The devtools page: static HTML, CSS and JavaScript, embedded so that nothing is fetched from
// the network. It loads `/session`, sends commands to `/command`, and follows `/socket` live.
//
// `?token=…`, from the address the terminal printed, is kept in `sessionStorage` (not a cookie,
// which another site could have the browser send) and sent with every request.
//
// URL parameters drive it without clicks (for scripted checks): `?select=N` selects action N
// (`&from=M` selects the range M...N), `&jump=N` jumps to it, `&test` copies the range as a test,
// `&send=JSON` sends an action.
let devToolsPage = #"""
  <!doctype html>
  <html lang="en">
  <head>
  <meta charset="utf-8">
  <title>TCA DevTools</title>
  <style>
  body { font: 13px -apple-system, system-ui, sans-serif; margin: 0; color: #222; background: #fafafa; }
  header { display: flex; gap: 6px; align-items: center; padding: 6px 10px; background: #2d3142; color: #fff; flex-wrap: wrap; }
  header h1 { font-size: 15px; margin: 0 10px 0 0; }
  button { font: inherit; padding: 2px 8px; }
  #access { margin-left: auto; font-size: 12px; color: #c9d1e0; }
  #status { padding: 2px 8px; border-radius: 3px; background: #3c8d40; }
  #status.jumped { background: #c0392b; }
  #dispatch { display: flex; gap: 6px; align-items: center; padding: 4px 10px; background: #eef0f6; border-bottom: 1px solid #ccd; }
  #dispatch[hidden] { display: none; }
  #actionJSON { flex: 1; font-family: ui-monospace, monospace; resize: vertical; }
  #shared { display: none; background: #fff8e1; color: #5d4200; padding: 4px 10px; border-bottom: 1px solid #e6d28a; }
  #shared .changedOutside, #shared .notRewound { font-weight: bold; }
  #error { display: none; background: #fdecea; color: #a12; padding: 6px 10px; border-bottom: 1px solid #e0a0a0; }
  main { display: flex; height: calc(100vh - 40px); }
  #left { width: 42%; border-right: 1px solid #ccc; display: flex; flex-direction: column; }
  #filter { margin: 6px; padding: 3px; }
  #log { overflow: auto; flex: 1; font-family: ui-monospace, monospace; }
  .entry { padding: 3px 6px; border-bottom: 1px solid #eee; cursor: pointer; display: flex; gap: 6px; }
  .entry.selected { background: #dbe9ff; }
  .entry.inrange { background: #eef4ff; }
  .entry .idx { color: #888; width: 3em; text-align: right; }
  .entry .time { color: #888; }
  .entry .path { color: #6a5acd; }
  .entry .name { font-weight: bold; }
  .entry .received { color: #b8860b; }
  .entry .dur { margin-left: auto; color: #888; }
  .entry .changed { color: #3c8d40; }
  .entry .unchanged { color: #bbb; }
  #right { flex: 1; overflow: auto; padding: 8px 12px; }
  h2 { font-size: 13px; margin: 12px 0 4px; color: #555; text-transform: uppercase; }
  pre { margin: 0; font-family: ui-monospace, monospace; background: #fff; border: 1px solid #ddd; padding: 6px; white-space: pre-wrap; }
  .del { color: #b00; background: #fdecea; display: block; }
  .ins { color: #070; background: #e8f5e9; display: block; }
  .tree div { white-space: pre; font-family: ui-monospace, monospace; }
  .tree .toggle { cursor: pointer; color: #888; }
  table { border-collapse: collapse; }
  td, th { border: 1px solid #ddd; padding: 2px 6px; text-align: left; }
  #test { width: 100%; height: 14em; font-family: ui-monospace, monospace; }
  .note { color: #666; font-style: italic; }
  </style>
  </head>
  <body>
  <header>
    <h1>TCA DevTools <span id="name"></span></h1>
    <button id="pause">Pause</button>
    <button id="clear">Clear</button>
    <button id="jump" disabled>Jump</button>
    <button id="resume" disabled>Resume</button>
    <button id="export">Export</button>
    <label><button id="importButton">Import</button><input id="import" type="file" accept=".json,application/json" hidden></label>
    <button id="copyTest" disabled>Copy as test</button>
    <span id="access" title="Only a page opened from the address the app printed, with its token, gets the session"></span>
    <span id="status">live</span>
  </header>
  <form id="dispatch" hidden>
    <label for="cases">Send an action</label>
    <select id="cases"><option value="">case…</option></select>
    <textarea id="actionJSON" rows="1" spellcheck="false" placeholder='{"increment":{}}'></textarea>
    <button id="send" type="submit">Send</button>
  </form>
  <div id="error"></div>
  <div id="shared"></div>
  <main>
    <section id="left">
      <input id="filter" placeholder="Filter actions by name or path">
      <div id="log"></div>
    </section>
    <section id="right">
      <div id="detail" class="note">Select an action. Shift-click selects a range for “Copy as test”.</div>
      <h2>Diff</h2><pre id="diff"></pre>
      <h2>State</h2><div id="state" class="tree"></div>
      <h2>Effects</h2><div id="effects"></div>
      <h2>Test</h2><textarea id="test" readonly></textarea>
    </section>
  </main>
  <script>
  "use strict";
  let entries = [], selected = null, rangeStart = null, imported = null, live = true;
  const $ = id => document.getElementById(id);
  const params = new URLSearchParams(location.search);
  if (params.get("token")) sessionStorage.setItem("tcaDevToolsToken", params.get("token"));
  const token = sessionStorage.getItem("tcaDevToolsToken") || "";
  const withToken = path => path + "?token=" + encodeURIComponent(token);
  let refused = false;

  // A refusal (403: no token, a wrong one) or a bound (413, 503) is said on the page.
  async function reply(response) {
    if (response.status === 403) {
      refused = true;
      $("status").textContent = "refused";
      $("status").className = "jumped";
      const reason = (await response.text()).trim().replace("DevTools refused the request: ", "");
      throw new Error("the app refused this page: " + reason
        + " Open the address the app printed in its terminal: DevTools: "
        + location.origin + "/?token=…");
    }
    return response.json();
  }

  function showError(message) {
    $("error").textContent = message;
    $("error").style.display = message ? "block" : "none";
  }

  async function command(body) {
    try {
      const message = await reply(await fetch(withToken("/command"), { method: "POST", body: JSON.stringify(body) }));
      handle(message);
      // A reply to the page's own command clears its last error; a push from the app does not.
      if (message.type !== "error") showError("");
      return message;
    } catch (error) {
      showError(refused ? "DevTools: " + error.message : "Lost the connection to the app: " + error);
    }
  }

  function handle(message) {
    switch (message.type) {
      case "session":
        if (!imported) { entries = message.session.entries; $("name").textContent = message.session.name; render(); }
        offerCases(message.actionCases);
        status(message); break;
      case "imported":
        imported = message.session; entries = imported.entries;
        $("name").textContent = imported.name + " (imported)"; selected = null; render(); showError(""); break;
      case "entry":
        if (imported) break;
        const at = entries.findIndex(e => e.index === message.entry.index);
        if (at >= 0) entries[at] = message.entry; else entries.push(message.entry);
        render(); break;
      case "status": status(message); break;
      case "sent":
        offerCases(message.actionCases);
        if (message.entry) handle({ type: "entry", entry: message.entry });
        break;
      case "state": renderTree(message.state); break;
      case "export": download(message.json); break;
      case "test": $("test").textContent = message.source; $("test").value = message.source; navigator.clipboard?.writeText(message.source).catch(() => {}); break;
      case "error": showError(message.message); return;
    }
  }

  function status(message) {
    live = message.live !== false;
    $("pause").textContent = message.paused ? "Record" : "Pause";
    $("pause").dataset.paused = message.paused ? "1" : "";
    $("status").textContent = live ? (message.paused ? "paused" : "live")
      : "jumped to #" + message.jumpedTo + " (effects are not replayed)";
    $("status").className = live ? "" : "jumped";
    $("resume").disabled = live;
    // What the jump or resume did to the @Shared values: rewound, not rewound, changed outside.
    const shared = $("shared");
    shared.textContent = "";
    for (const value of message.shared || []) {
      const line = document.createElement("div");
      line.className = value.outcome;
      line.textContent = "@Shared " + value.name + ": " + value.note;
      shared.appendChild(line);
    }
    shared.style.display = shared.childElementCount ? "block" : "none";
  }

  // The send box, where the feature's Action is Decodable: the cases the log has met, each
  // with the JSON of its latest action.
  let cases = [];
  function offerCases(list) {
    if (!list) return;
    $("dispatch").hidden = false;
    cases = list;
    const select = $("cases");
    const chosen = select.value;
    select.length = 1;
    for (const item of list) select.add(new Option(item.name, item.name));
    select.value = list.some(item => item.name === chosen) ? chosen : "";
  }

  function time(seconds) {
    const d = new Date(seconds * 1000);
    return d.toTimeString().slice(0, 8) + "." + String(d.getMilliseconds()).padStart(3, "0");
  }

  function render() {
    const filter = $("filter").value.toLowerCase();
    const log = $("log");
    log.textContent = "";
    const [low, high] = range();
    for (const entry of entries) {
      const text = (entry.path.join(" › ") + " " + entry.name + " " + entry.action).toLowerCase();
      if (filter && !text.includes(filter)) continue;
      const row = document.createElement("div");
      row.className = "entry" + (entry.index === selected ? " selected" : entry.index >= low && entry.index <= high ? " inrange" : "");
      row.dataset.index = entry.index;
      row.innerHTML = `<span class="idx">#${entry.index}</span><span class="time">${time(entry.timestamp)}</span>`
        + (entry.isReceived ? `<span class="received" title="sent by an effect">⇠</span>` : "")
        + `<span class="path"></span><span class="name"></span>`
        + `<span class="dur">${(entry.duration * 1e6).toFixed(0)} µs</span>`
        + `<span class="${entry.changed ? "changed" : "unchanged"}" title="${entry.changed ? "state changed" : "no state change"}">●</span>`;
      row.querySelector(".path").textContent = entry.path.length ? entry.path.join(" › ") + " ›" : "";
      row.querySelector(".name").textContent = entry.name;
      row.onclick = event => select(entry.index, event.shiftKey);
      log.appendChild(row);
    }
    if (selected !== null) renderDetail();
  }

  function range() {
    if (selected === null) return [0, -1];
    if (rangeStart === null) return [selected, selected];
    return [Math.min(rangeStart, selected), Math.max(rangeStart, selected)];
  }

  function select(index, extend) {
    rangeStart = extend ? (rangeStart ?? selected) : null;
    selected = index;
    render();
    $("jump").disabled = !!imported;
    $("copyTest").disabled = false;
    if (imported) { renderTree(stateFromImport(index)); } else { command({ type: "state", index }); }
  }

  function renderDetail() {
    const entry = entries.find(e => e.index === selected);
    if (!entry) return;
    $("detail").className = "";
    $("detail").textContent = `#${entry.index} ${entry.isReceived ? "received" : "sent"} ${entry.action}`;
    const diff = $("diff");
    diff.textContent = "";
    if (!entry.diff) { diff.textContent = "(No state changes)"; }
    for (const line of (entry.diff || "").split("\n")) {
      if (!entry.diff) break;
      const span = document.createElement("span");
      span.textContent = line;
      span.className = line.startsWith("-") || line.startsWith("\u2212") ? "del" : line.startsWith("+") ? "ins" : "";
      if (!span.className) { span.style.display = "block"; }
      diff.appendChild(span);
    }
    const effects = $("effects");
    effects.textContent = "";
    if (!entry.effects.length) { effects.textContent = "No effects."; return; }
    const table = document.createElement("table");
    table.innerHTML = "<tr><th>id</th><th>name</th><th>cancel id</th><th>status</th></tr>";
    for (const effect of entry.effects) {
      const row = table.insertRow();
      for (const value of [effect.id, effect.name || "", effect.cancelID || "", effect.status + (effect.error ? ": " + effect.error : "")]) {
        row.insertCell().textContent = value;
      }
    }
    effects.appendChild(table);
  }

  function stateFromImport(index) {
    const entry = imported.entries.find(e => e.index === index);
    if (entry && entry.state) return entry.state;
    const base = imported.entries.filter(e => e.index <= index && e.state).pop();
    return (base ? base.state : imported.initialState || "")
      + "\n\n(The imported session keeps full states every " + imported.fullStateInterval
      + " actions: this is the one of #" + (base ? base.index : 0) + "; the diffs lead from it.)";
  }

  function renderTree(text) {
    const tree = $("state");
    tree.textContent = "";
    const lines = (text || "").split("\n");
    const nodes = lines.map(line => {
      const div = document.createElement("div");
      div.dataset.depth = line.length - line.trimStart().length;
      div.textContent = line;
      tree.appendChild(div);
      return div;
    });
    nodes.forEach((node, i) => {
      const next = nodes[i + 1];
      if (!next || +next.dataset.depth <= +node.dataset.depth) return;
      const toggle = document.createElement("span");
      toggle.className = "toggle";
      toggle.textContent = "▾ ";
      node.prepend(toggle);
      toggle.onclick = () => {
        const collapse = toggle.textContent === "▾ ";
        toggle.textContent = collapse ? "▸ " : "▾ ";
        for (let j = i + 1; j < nodes.length && +nodes[j].dataset.depth > +node.dataset.depth; j++) {
          nodes[j].style.display = collapse ? "none" : "";
        }
      };
    });
  }

  function download(json) {
    const link = document.createElement("a");
    link.href = URL.createObjectURL(new Blob([json], { type: "application/json" }));
    link.download = "devtools-session.json";
    link.click();
  }

  $("filter").oninput = render;
  $("pause").onclick = () => command({ type: "pause", paused: !$("pause").dataset.paused });
  $("clear").onclick = () => { imported = null; selected = null; command({ type: "clear" }); };
  $("jump").onclick = () => selected !== null && command({ type: "jump", index: selected });
  $("resume").onclick = () => command({ type: "resume" });
  $("cases").onchange = () => {
    const item = cases.find(item => item.name === $("cases").value);
    if (item) $("actionJSON").value = item.example;
  };
  $("dispatch").onsubmit = event => {
    event.preventDefault();
    command({ type: "send", action: $("actionJSON").value });
  };
  $("export").onclick = () => command({ type: "export" });
  $("importButton").onclick = () => $("import").click();
  $("import").onchange = async () => {
    const file = $("import").files[0];
    if (file) command({ type: "import", session: await file.text() });
    $("import").value = "";
  };
  $("copyTest").onclick = () => {
    const [from, to] = range();
    command({ type: "copyAsTest", from, to, session: imported ? JSON.stringify(imported) : undefined });
  };

  function connect() {
    if (refused) return;
    const socket = new WebSocket(`ws://${location.host}${withToken("/socket")}`);
    socket.onmessage = event => {
      try { handle(JSON.parse(event.data)); } catch (error) { showError("Bad message from the app: " + error); }
    };
    // Closed: the app quit, or restarted with a new token (this page's is then refused, and
    // the page says where to find the new one); otherwise try again in a second.
    socket.onclose = async () => {
      try {
        handle(await reply(await fetch(withToken("/session"))));
      } catch (error) {
        if (refused) { showError("DevTools: " + error.message); return; }
      }
      setTimeout(connect, 1000);
    };
  }

  (async () => {
    try {
      handle(await reply(await fetch(withToken("/session"))));
      $("access").textContent = location.host + " · token " + token.slice(0, 6) + "…";
    } catch (error) {
      showError("DevTools: " + error.message);
      return;
    }
    if (params.has("from")) { selected = +params.get("from"); }
    if (params.has("select")) select(+params.get("select"), params.has("from"));
    if (params.has("test")) $("copyTest").onclick();
    if (params.has("jump")) await command({ type: "jump", index: +params.get("jump") });
    if (params.has("send")) { $("actionJSON").value = params.get("send"); await command({ type: "send", action: params.get("send") }); }
    connect();
  })();
  </script>
  </body>
  </html>
  """#
