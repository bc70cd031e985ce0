extension PreviewPage {
  /// The page's script: the device bar, the columns, fetching and swapping drawings with
  /// their moves animated (FLIP: each view is drawn at its new frame, then animated from a
  /// transform that puts it back at its old one to none), hovering and clicking views, and
  /// following the server's events. `window.trussPreview` exposes what tests read.
  static let script = #"""
    'use strict';
    const OVERLAYS = [
      ['safeArea', 'Safe area', true], ['margins', 'Margins', false],
      ['constraints', 'Constraints', false], ['ambiguity', 'Ambiguity', true],
      ['misplaced', 'Misplaced', true], ['gridBands', 'Grid bands', true],
      ['scrollContent', 'Scroll content', false],
    ];
    const SVG_NS = 'http://www.w3.org/2000/svg';
    const $ = (id) => document.getElementById(id);
    const preview = window.trussPreview = {
      version: -1, swaps: 0, swappedAt: 0, animations: 0, failure: null,
    };
    const state = {
      overlays: Object.fromEntries(OVERLAYS.map(([name, , on]) => [name, on])),
      columns: [{ device: '', orientation: '' }],
      catalog: { devices: [], contentSizeCategories: [] },
    };
    const columns = [];

    function element(tag, attributes, text) {
      const node = document.createElement(tag);
      for (const [key, value] of Object.entries(attributes || {})) {
        node.setAttribute(key, value);
      }
      if (text !== undefined) node.textContent = text;
      return node;
    }

    function option(select, value, label) {
      select.append(element('option', { value }, label));
    }

    function fillDevices(select, firstLabel) {
      select.textContent = '';
      option(select, '', firstLabel);
      for (const device of state.catalog.devices) option(select, device.name, device.name);
    }

    function deviceNamed(name) {
      return state.catalog.devices.find((device) => device.name === name);
    }

    function shared() {
      return {
        split: $('split').value, rtl: $('rtl').checked, size: $('size').value,
        scale: $('scale').value,
      };
    }

    function query(column, exercise) {
      const options = shared();
      const parts = new URLSearchParams();
      parts.set('device', column.options.device);
      parts.set('orientation', column.options.orientation);
      if (column.index === 0) parts.set('split', options.split);
      if (options.rtl) parts.set('rtl', '1');
      parts.set('size', options.size);
      parts.set('scale', options.scale);
      if (exercise) parts.set('exercise', exercise);
      return '/snapshot?' + parts.toString();
    }

    function updateSplits() {
      const device = deviceNamed($('device').value);
      const orientation = $('orientation').value || 'portrait';
      const splits = device ? device[orientation + 'Splits'] : [];
      const select = $('split');
      const current = select.value;
      select.textContent = '';
      option(select, '', 'full');
      for (const split of splits) if (split !== 'full') option(select, split, split);
      select.value = splits.includes(current) ? current : '';
      $('split-label').hidden = splits.length === 0;
    }

    function makeColumn(index) {
      const root = element('div', { class: 'column', 'data-column': String(index) });
      const column = {
        index, root, options: state.columns[index], snapshot: null, exercised: null,
        frames: new Map(), pending: false, loading: false,
      };
      if (index > 0) {
        const choice = element('div', { class: 'choice' });
        const device = element('select', { 'aria-label': 'Device ' + (index + 1) });
        fillDevices(device, "document's device");
        device.value = column.options.device;
        const orientation = element('select', { 'aria-label': 'Orientation ' + (index + 1) });
        option(orientation, '', "document's");
        option(orientation, 'portrait', 'portrait');
        option(orientation, 'landscape', 'landscape');
        orientation.value = column.options.orientation;
        device.addEventListener('change', () => {
          column.options.device = device.value;
          refresh(column);
        });
        orientation.addEventListener('change', () => {
          column.options.orientation = orientation.value;
          refresh(column);
        });
        choice.append(device, orientation);
        root.append(choice);
      }
      column.stage = element('div', { class: 'stage' });
      column.failure = element('div', { class: 'failure', role: 'alert' });
      column.stage.append(column.failure);
      column.caption = element('p', { class: 'note' });
      root.append(column.stage, column.caption);
      return column;
    }

    function layoutColumns() {
      const count = Number($('compare').value);
      const defaults = ['', 'iPhone SE (3rd generation)', 'iPad Pro 11-inch'];
      while (state.columns.length < count) {
        state.columns.push({ device: defaults[state.columns.length] || '', orientation: '' });
      }
      state.columns.length = count;
      const host = $('columns');
      host.textContent = '';
      columns.length = 0;
      for (let index = 0; index < count; index += 1) {
        const column = makeColumn(index);
        columns.push(column);
        host.append(column.root);
      }
      applyOverlays();
      refreshAll();
    }

    function applyOverlays() {
      for (const column of columns) {
        for (const [name] of OVERLAYS) {
          column.stage.classList.toggle('hide-' + name, !state.overlays[name]);
        }
      }
    }

    function updateOverlayToggles() {
      const present = new Set();
      for (const column of columns) {
        for (const group of column.stage.querySelectorAll('[data-overlay]')) {
          present.add(group.getAttribute('data-overlay'));
        }
      }
      const nav = $('overlays');
      nav.textContent = '';
      for (const [name, label] of OVERLAYS) {
        if (!present.has(name)) continue;
        const box = element('input', { type: 'checkbox', 'data-overlay-toggle': name });
        box.checked = state.overlays[name];
        box.addEventListener('change', () => {
          state.overlays[name] = box.checked;
          applyOverlays();
        });
        const wrapper = element('label');
        wrapper.append(box, ' ' + label);
        nav.append(wrapper);
      }
    }

    function frameKey(frame) {
      return frame.join(',');
    }

    // Draws `snapshot` in the column, animating every view that moved (FLIP).
    function swap(column, snapshot) {
      const parsed = new DOMParser().parseFromString(snapshot.svg, 'image/svg+xml');
      const svg = document.importNode(parsed.documentElement, true);
      const before = column.frames;
      const after = new Map(snapshot.views.map((view) => [view.id, view]));
      const hits = document.createElementNS(SVG_NS, 'g');
      hits.setAttribute('class', 'hits');
      for (const view of snapshot.views) {
        const rect = document.createElementNS(SVG_NS, 'rect');
        const [x, y, width, height] = view.frame;
        rect.setAttribute('x', x);
        rect.setAttribute('y', y);
        rect.setAttribute('width', width);
        rect.setAttribute('height', height);
        rect.setAttribute('data-hit', view.id);
        if (view.isAmbiguous) rect.classList.add('ambiguous');
        hits.append(rect);
      }
      svg.append(hits);
      const old = column.stage.querySelector('svg');
      if (old) old.replaceWith(svg); else column.stage.append(svg);
      column.snapshot = snapshot;
      column.frames = new Map(snapshot.views.map((view) => [view.id, view.frame]));
      let animated = 0;
      for (const node of svg.querySelectorAll('[data-view]')) {
        const id = node.getAttribute('data-view');
        const from = before.get(id);
        const to = after.get(id) && after.get(id).frame;
        if (!from || !to || frameKey(from) === frameKey(to)) continue;
        const scaleX = to[2] > 0 ? from[2] / to[2] : 1;
        const scaleY = to[3] > 0 ? from[3] / to[3] : 1;
        node.style.transformOrigin = to[0] + 'px ' + to[1] + 'px';
        node.animate([
          { transform: 'translate(' + (from[0] - to[0]) + 'px, ' + (from[1] - to[1]) + 'px) '
            + 'scale(' + scaleX + ', ' + scaleY + ')' },
          { transform: 'none' },
        ], { duration: 250, easing: 'ease-out' });
        animated += 1;
      }
      preview.animations += animated;
      preview.swaps += 1;
      preview.swappedAt = performance.timeOrigin + performance.now();
      column.caption.textContent = snapshot.caption
        + (column.exercised ? ' — another layout for ' + column.exercised : '');
      column.caption.classList.toggle('exercised', Boolean(column.exercised));
    }

    function failureText(failure) {
      let place = failure.file || '';
      if (failure.line) place += ':' + failure.line;
      if (failure.line && failure.column) place += ':' + failure.column;
      const head = (place ? place + ': ' : '') + failure.message;
      return failure.output ? head + '\n\n' + failure.output : head;
    }

    function show(column, response) {
      if (column.index === 0) {
        preview.version = response.version;
        preview.failure = response.failure ? failureText(response.failure) : null;
      }
      if (response.snapshot) swap(column, response.snapshot);
      column.failure.textContent = response.failure ? failureText(response.failure) : '';
      column.stage.classList.toggle('stale', Boolean(response.failure));
      if (response.failure && !response.snapshot) {
        column.caption.textContent = 'No drawing yet.';
      }
      column.root.setAttribute('data-version', String(response.version));
      document.body.setAttribute('data-version', String(preview.version));
      updateOverlayToggles();
      applyOverlays();
      renderFindings();
    }

    async function refresh(column) {
      if (column.loading) {
        column.pending = true;
        return;
      }
      column.loading = true;
      try {
        do {
          column.pending = false;
          const response = await fetch(query(column, column.exercised), { cache: 'no-store' });
          const body = await response.json();
          if (!response.ok) {
            show(column, { version: preview.version, snapshot: null,
              failure: { kind: 'load', message: body.error || response.statusText } });
          } else {
            show(column, body);
          }
        } while (column.pending);
      } catch (error) {
        $('status').textContent = 'The preview server is not answering.';
      } finally {
        column.loading = false;
      }
    }

    function refreshAll() {
      for (const column of columns) refresh(column);
    }

    function renderFindings() {
      const host = $('findings');
      host.textContent = '';
      for (const column of columns) {
        const snapshot = column.snapshot;
        if (!snapshot) continue;
        const section = element('section', { 'data-findings': String(column.index) });
        section.append(element('h3', {}, snapshot.caption));
        if (snapshot.problems.length === 0) {
          section.append(element('p', { class: 'clean' }, 'No problems.'));
        } else {
          const list = element('ul', { class: 'problems' });
          for (const problem of snapshot.problems) list.append(element('li', {}, problem));
          section.append(list);
        }
        if (snapshot.logs.length > 0) {
          section.append(element('h3', {}, 'Logs'));
          section.append(element('pre', { class: 'logs' }, snapshot.logs.join('\n\n')));
        }
        if (snapshot.output) {
          section.append(element('h3', {}, 'Output'));
          section.append(element('pre', { class: 'output' }, snapshot.output));
        }
        host.append(section);
      }
    }

    function inspect(column, id) {
      const host = $('inspector');
      const view = column.snapshot && column.snapshot.views.find((item) => item.id === id);
      if (!view) return;
      host.textContent = '';
      host.setAttribute('data-inspected', id);
      host.append(element('h3', {}, id + (view.isAmbiguous ? ' (ambiguous)' : '')));
      const [x, y, width, height] = view.frame;
      host.append(element('p', { class: 'frame' },
        'frame x ' + x + ', y ' + y + ', width ' + width + ', height ' + height));
      for (const axis of ['horizontal', 'vertical']) {
        const items = view.constraints.filter((item) => item.axis === axis);
        host.append(element('h3', {}, axis + ' (' + items.length + ')'));
        const list = element('ul', { class: 'constraints' });
        for (const item of items) {
          const flags = 'priority ' + item.priority + ', '
            + (item.isActive ? 'active' : 'inactive') + ', '
            + (item.isSatisfied ? 'satisfied' : 'NOT satisfied');
          const entry = element('li', { class: 'constraint' }, item.text + ' — ' + flags);
          if (!item.isSatisfied) entry.classList.add('unsatisfied');
          if (!item.isActive) entry.classList.add('inactive');
          list.append(entry);
        }
        host.append(list);
      }
    }

    function hitOf(event) {
      const target = event.target;
      return target && target.getAttribute && target.getAttribute('data-hit') !== null
        ? target : null;
    }

    function columnOf(node) {
      const root = node.closest('.column');
      return root ? columns[Number(root.getAttribute('data-column'))] : null;
    }

    $('columns').addEventListener('mouseover', (event) => {
      const hit = hitOf(event);
      if (!hit) return;
      for (const other of document.querySelectorAll('.hits rect.hover')) {
        other.classList.remove('hover');
      }
      hit.classList.add('hover');
      inspect(columnOf(hit), hit.getAttribute('data-hit'));
    });

    $('columns').addEventListener('click', (event) => {
      const hit = hitOf(event);
      if (!hit) return;
      const column = columnOf(hit);
      const id = hit.getAttribute('data-hit');
      if (column.exercised) {
        column.exercised = null;
      } else if (hit.classList.contains('ambiguous')) {
        column.exercised = id;
      } else {
        return;
      }
      refresh(column);
    });

    document.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape') return;
      for (const column of columns) {
        if (column.exercised) {
          column.exercised = null;
          refresh(column);
        }
      }
    });

    function barChanged() {
      state.columns[0].device = $('device').value;
      state.columns[0].orientation = $('orientation').value;
      updateSplits();
      for (const column of columns) column.exercised = null;
      refreshAll();
    }

    function follow() {
      const events = new EventSource('/events');
      events.addEventListener('version', (event) => {
        $('status').textContent = 'Following saves.';
        if (Number(event.data) !== preview.version) refreshAll();
      });
      events.addEventListener('change', () => refreshAll());
      events.addEventListener('error', () => {
        $('status').textContent = 'Reconnecting…';
      });
    }

    async function start() {
      const response = await fetch('/devices', { cache: 'no-store' });
      state.catalog = await response.json();
      fillDevices($('device'), "document's device");
      const size = $('size');
      option(size, '', 'large (default)');
      for (const name of state.catalog.contentSizeCategories) {
        if (name !== 'large') option(size, name, name);
      }
      for (const id of ['device', 'orientation', 'split', 'rtl', 'size', 'scale']) {
        $(id).addEventListener('change', barChanged);
      }
      $('compare').addEventListener('change', layoutColumns);
      const initial = state.catalog.initial || {};
      $('device').value = initial.device || '';
      $('orientation').value = initial.orientation || '';
      $('rtl').checked = Boolean(initial.rightToLeft);
      $('size').value = initial.contentSizeCategory || '';
      $('scale').value = initial.scale ? String(initial.scale) : '';
      state.columns[0] = { device: $('device').value, orientation: $('orientation').value };
      updateSplits();
      $('split').value = initial.split || '';
      layoutColumns();
      follow();
    }

    start();
    """#
}
