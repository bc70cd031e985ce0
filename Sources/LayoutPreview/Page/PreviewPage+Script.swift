extension PreviewPage {
  /// The page's script (`GET /app.js`): fetches drawings for the device bar's options, listens
  /// for `change` events, swaps the SVG in place with moved views animated from their old
  /// boxes (Web Animations, 250 ms), inspects the view under the mouse, exercises an ambiguous
  /// view on click, and compares devices side by side. Each drawing in the DOM sets
  /// `document.body.dataset.version` to its snapshot's version.
  static let script = #"""
    // truss preview: the page's script. It asks the server for drawings (GET /snapshot), listens
    // for changes (GET /events), and draws, inspects and animates without reloading the page.
    "use strict";

    const SVG_NS = "http://www.w3.org/2000/svg";
    const $ = (id) => document.getElementById(id);
    const state = {
      chosen: {},          // the device bar's choices: device, orientation, split, rtl, …
      devices: [],         // from /devices
      snapshot: null,      // the snapshot drawn now
      exercised: null,     // the view whose ambiguity the drawing shows exercised
      comparing: false,
      request: 0,          // the newest /snapshot request of the main drawing
    };

    /// The query for `options` (the device bar's choices, plus `extra`).
    function query(extra) {
      const params = new URLSearchParams();
      const options = Object.assign({}, state.chosen, extra || {});
      for (const [name, value] of Object.entries(options)) {
        if (value !== undefined && value !== null && value !== "") params.set(name, value);
      }
      const text = params.toString();
      return text ? "?" + text : "";
    }

    /// Fetches a snapshot answer as JSON; a 400's message becomes a failure.
    async function fetchSnapshot(extra) {
      const response = await fetch("/snapshot" + query(extra), { cache: "no-store" });
      const body = await response.json();
      if (!response.ok) {
        return { version: null, snapshot: null, lastGood: null,
                 failure: { kind: "request", message: body.error || response.statusText } };
      }
      return body;
    }

    /// The SVG text without its XML declaration, parsed into an element.
    function svgElement(text) {
      const holder = document.createElement("div");
      holder.innerHTML = text.replace(/^<\?xml[^>]*>\s*/, "");
      return holder.querySelector("svg");
    }

    /// Adds a transparent hit rectangle per view over the drawing (deepest last, so on top), so
    /// that every view can be hovered, painted or not.
    function addHitLayer(svg, snapshot) {
      const layer = document.createElementNS(SVG_NS, "g");
      layer.setAttribute("data-overlay", "hit");
      for (const view of snapshot.views) {
        if (view.isHidden) continue;
        const rect = document.createElementNS(SVG_NS, "rect");
        rect.setAttribute("x", view.frame.x);
        rect.setAttribute("y", view.frame.y);
        rect.setAttribute("width", view.frame.width);
        rect.setAttribute("height", view.frame.height);
        rect.setAttribute("data-view", view.id);
        if (view.isAmbiguous) rect.setAttribute("class", "ambiguous");
        layer.appendChild(rect);
      }
      svg.appendChild(layer);
    }

    /// Each view's box on screen, by id (the hit rectangles are the views' frames).
    function boxes(container) {
      const result = new Map();
      for (const element of container.querySelectorAll('g[data-overlay="hit"] [data-view]')) {
        result.set(element.getAttribute("data-view"), element.getBoundingClientRect());
      }
      return result;
    }

    /// Plays each moved view from its old place to its new one (Web Animations, 250 ms).
    function animateMoves(container, before) {
      const svg = container.querySelector("svg");
      if (!svg || before.size === 0) return;
      const box = svg.viewBox.baseVal;
      const factor = box && box.width ? svg.getBoundingClientRect().width / box.width : 1;
      const after = boxes(container);
      const running = [];
      for (const [id, now] of after) {
        const old = before.get(id);
        if (!old) continue;
        const dx = (old.left - now.left) / factor;
        const dy = (old.top - now.top) / factor;
        if (Math.abs(dx) < 0.5 && Math.abs(dy) < 0.5) continue;
        for (const element of svg.querySelectorAll('[data-view="' + CSS.escape(id) + '"]')) {
          if (typeof element.animate !== "function") continue;
          running.push(element.animate(
            [{ transform: "translate(" + dx + "px, " + dy + "px)" }, { transform: "none" }],
            { duration: 250, easing: "ease-out" }).finished.catch(() => {}));
        }
      }
      if (running.length) {
        document.body.dataset.animating = "1";
        Promise.all(running).then(() => { delete document.body.dataset.animating; });
      }
    }

    /// Shows or hides each overlay toggle by whether its group is in the drawing.
    function updateToggles() {
      for (const toggle of document.querySelectorAll("[data-overlay-toggle]")) {
        const name = toggle.getAttribute("data-overlay-toggle");
        const selector = '#stage svg [data-overlay="' + name + '"]';
        const present = document.querySelector(selector) !== null;
        toggle.closest("label").hidden = !present;
      }
    }

    /// Applies every overlay toggle to the stage (a hidden group stays hidden after a swap).
    function applyOverlays() {
      for (const toggle of document.querySelectorAll("[data-overlay-toggle]")) {
        const name = toggle.getAttribute("data-overlay-toggle");
        $("stage").classList.toggle("hide-" + name, !toggle.checked);
      }
    }

    /// Puts `snapshot` in the main drawing, animating moved views, keeping the scroll position.
    function draw(snapshot) {
      const drawing = $("drawing");
      const scroll = [window.scrollX, window.scrollY, $("canvases").scrollLeft];
      const before = boxes(drawing);
      const svg = svgElement(snapshot.svg);
      if (!svg) return;
      addHitLayer(svg, snapshot);
      drawing.replaceChildren(svg);
      state.snapshot = snapshot;
      $("caption").textContent = snapshot.caption;
      window.scrollTo(scroll[0], scroll[1]);
      $("canvases").scrollLeft = scroll[2];
      animateMoves(drawing, before);
      updateToggles();
      showFindings(snapshot);
      syncBar(snapshot);
      if (state.inspected) inspect(state.inspected);
    }

    /// The problems and logs, one item each.
    function showFindings(snapshot) {
      const list = $("findings");
      list.replaceChildren();
      for (const problem of snapshot.problems) {
        const item = document.createElement("li");
        item.className = "problem";
        item.textContent = problem;
        list.appendChild(item);
      }
      for (const log of snapshot.logs) {
        const item = document.createElement("li");
        item.className = "log";
        item.textContent = log;
        list.appendChild(item);
      }
      const output = snapshot.output || "";
      $("output").hidden = output === "";
      $("output-title").hidden = output === "";
      $("output").textContent = output;
    }

    /// `FILE:LINE:COL: message`, leaving out what is not known.
    function failureLine(failure) {
      let place = failure.file || "";
      if (failure.line) {
        place += ":" + failure.line;
        if (failure.column) place += ":" + failure.column;
      }
      return place ? place + ": " + failure.message : failure.message;
    }

    /// Shows `failure` over the drawing (the last good one stays).
    function showFailure(failure) {
      const box = $("error");
      box.replaceChildren();
      const line = document.createElement("div");
      line.className = "message";
      line.textContent = failureLine(failure);
      box.appendChild(line);
      if (failure.output && ["crash", "hang", "compile"].includes(failure.kind)) {
        const output = document.createElement("pre");
        output.textContent = failure.output;
        box.appendChild(output);
      }
      box.hidden = false;
    }

    /// Fetches and draws the main drawing for the current options; the newest request wins.
    async function refresh() {
      const ticket = ++state.request;
      $("status").textContent = "drawing…";
      let answer;
      try {
        answer = await fetchSnapshot(state.exercised ? { exercise: state.exercised } : null);
      } catch (error) {
        if (ticket !== state.request) return;
        showFailure({ message: "the preview server does not answer (" + error + ")" });
        $("status").textContent = "disconnected";
        return;
      }
      if (ticket !== state.request) return;
      if (answer.snapshot) {
        $("error").hidden = true;
        draw(answer.snapshot);
      } else {
        showFailure(answer.failure);
        if (answer.lastGood && !state.snapshot) draw(answer.lastGood);
      }
      showNote();
      $("drawing").classList.toggle("exercised", state.exercised !== null);
      $("status").textContent = answer.version !== null ? "version " + answer.version : "";
      if (answer.version !== null) document.body.dataset.version = String(answer.version);
      if (state.comparing) refreshColumns();
    }

    /// Says when the drawing shows an exercised ambiguity.
    function showNote() {
      const note = $("note");
      if (state.exercised === null) {
        note.hidden = true;
        return;
      }
      note.textContent = "Showing another layout the constraints of " + state.exercised +
        " allow (exerciseAmbiguityInLayout). Click it again, or change an option, to go back.";
      note.hidden = false;
    }

    /// Sets the device bar to what `snapshot` was drawn with, where the user has not chosen.
    function syncBar(snapshot) {
      if (snapshot.device && state.chosen.device === undefined) {
        $("device").value = snapshot.device;
      }
      fillSplits($("device").value);
      if (state.chosen.orientation === undefined) $("orientation").value = snapshot.orientation;
      if (state.chosen.split === undefined) $("split").value = snapshot.split;
    }

    /// The split options the device offers.
    function fillSplits(name) {
      const device = state.devices.find((d) => d.name === name);
      const splits = device ? device.splits : ["full"];
      const select = $("split");
      const current = select.value;
      if ([...select.options].map((o) => o.value).join() === splits.join()) return;
      select.replaceChildren(...splits.map((split) => new Option(split, split)));
      select.value = splits.includes(current) ? current : "full";
    }

    /// The inspector for the view named `id`; highlights it.
    function inspect(id) {
      const snapshot = state.snapshot;
      const view = snapshot && snapshot.views.find((v) => v.id === id);
      const inspector = $("inspector");
      highlight(view);
      if (!view) return;
      state.inspected = id;
      const title = document.createElement("h3");
      title.className = "view-id";
      title.textContent = view.id;
      const kind = document.createElement("div");
      kind.className = "view-type";
      const ambiguity = view.isAmbiguous ? " — ambiguous: click to exercise" : "";
      kind.textContent = view.type + ambiguity;
      const frame = document.createElement("div");
      frame.className = "frame";
      const f = view.frame;
      frame.textContent = "frame [" + [f.x, f.y, f.width, f.height].join(", ") + "]";
      const list = document.createElement("ul");
      for (const constraint of view.constraints) {
        const item = document.createElement("li");
        item.className = "constraint " + (constraint.isActive ? "active" : "inactive") + " " +
          (constraint.isSatisfied ? "satisfied" : "broken");
        const text = document.createElement("span");
        text.className = "text";
        text.textContent = constraint.text;
        const status = document.createElement("span");
        status.className = "state";
        status.textContent = "  @" + constraint.priority + " " + constraint.axis + ", " +
          (constraint.isActive ? "active" : "inactive") + ", " +
          (constraint.isSatisfied ? "satisfied" : "broken");
        item.append(text, status);
        list.appendChild(item);
      }
      inspector.replaceChildren(title, kind, frame, list);
    }

    /// Draws the highlight over `view` in the main drawing (or removes it).
    function highlight(view) {
      const svg = $("drawing").querySelector("svg");
      if (!svg) return;
      let layer = svg.querySelector('g[data-overlay="highlight"]');
      if (!layer) {
        layer = document.createElementNS(SVG_NS, "g");
        layer.setAttribute("data-overlay", "highlight");
        const hit = svg.querySelector('g[data-overlay="hit"]');
        svg.insertBefore(layer, hit);
      }
      layer.replaceChildren();
      if (!view) return;
      const rect = document.createElementNS(SVG_NS, "rect");
      rect.setAttribute("x", view.frame.x);
      rect.setAttribute("y", view.frame.y);
      rect.setAttribute("width", view.frame.width);
      rect.setAttribute("height", view.frame.height);
      layer.appendChild(rect);
    }

    /// The devices compared with the current one: two others, a small phone and a tablet first.
    function comparedDevices() {
      const current = $("device").value;
      const names = state.devices.map((d) => d.name).filter((n) => n !== current);
      const preferred = names.filter((n) => /SE|iPad Pro 11/.test(n));
      return [...new Set([...preferred, ...names])].slice(0, 2);
    }

    /// Fills the comparison columns, one per compared device.
    async function refreshColumns() {
      const columns = $("columns");
      const devices = comparedDevices();
      const answers = await Promise.all(devices.map((device) =>
        fetchSnapshot({ device: device, split: undefined }).catch(() => null)));
      const figures = answers.map((answer, index) => {
        const figure = document.createElement("figure");
        figure.className = "column";
        figure.dataset.device = devices[index];
        const sheet = document.createElement("div");
        sheet.className = "sheet";
        const caption = document.createElement("figcaption");
        const snapshot = answer && (answer.snapshot || answer.lastGood);
        if (snapshot) {
          const svg = svgElement(snapshot.svg);
          if (svg) sheet.appendChild(svg);
          caption.textContent = snapshot.caption;
        } else {
          caption.textContent = devices[index] + ": " +
            (answer && answer.failure ? failureLine(answer.failure) : "no drawing");
        }
        figure.append(sheet, caption);
        return figure;
      });
      columns.replaceChildren(...figures);
      updateToggles();
    }

    /// Reads the device bar into the options and draws again.
    function barChanged(event) {
      const id = event.target.id;
      const value = event.target.type === "checkbox" ? (event.target.checked ? "1" : "0")
        : event.target.value;
      state.chosen[id] = value;
      if (id === "device") {
        state.chosen.device = value;
        fillSplits(value);
        state.chosen.split = $("split").value;
      }
      state.exercised = null;
      refresh();
    }

    async function start() {
      try {
        const response = await fetch("/devices", { cache: "no-store" });
        const list = await response.json();
        state.devices = list.devices;
        $("device").replaceChildren(...list.devices.map((d) => new Option(d.name, d.name)));
        $("category").replaceChildren(...list.categories.map((c) => new Option(c, c)));
        $("category").value = "large";
      } catch (error) {
        showFailure({ message: "the preview server does not answer (" + error + ")" });
      }
      for (const id of ["device", "orientation", "split", "rtl", "category", "scale"]) {
        $(id).addEventListener("change", barChanged);
      }
      for (const toggle of document.querySelectorAll("[data-overlay-toggle]")) {
        toggle.addEventListener("change", applyOverlays);
      }
      applyOverlays();
      $("compare").addEventListener("click", () => {
        state.comparing = !state.comparing;
        $("compare").setAttribute("aria-pressed", String(state.comparing));
        $("columns").hidden = !state.comparing;
        if (state.comparing) refreshColumns(); else $("columns").replaceChildren();
      });
      const drawing = $("drawing");
      drawing.addEventListener("mouseover", (event) => {
        const target = event.target.closest("[data-view]");
        if (target) inspect(target.getAttribute("data-view"));
      });
      drawing.addEventListener("click", (event) => {
        const target = event.target.closest("[data-view]");
        if (!target || !state.snapshot) return;
        const id = target.getAttribute("data-view");
        const view = state.snapshot.views.find((v) => v.id === id);
        if (state.exercised !== null && (state.exercised === id || !view || !view.isAmbiguous)) {
          state.exercised = null;
          refresh();
        } else if (view && view.isAmbiguous) {
          state.exercised = id;
          refresh();
        }
      });
      await refresh();
      const events = new EventSource("/events");
      events.addEventListener("change", () => refresh());
      events.addEventListener("open", () => { document.body.dataset.live = "1"; });
      events.addEventListener("error", () => { delete document.body.dataset.live; });
    }

    start();
    """#
}
