/// The preview page, served as `/`, `/app.js` and `/app.css`: plain HTML, CSS and
/// JavaScript, no framework and nothing loaded from elsewhere.
///
/// The page asks `/devices` for the device bar's choices and `/snapshot` for drawings, and
/// follows `/events`: on a `change` it fetches the drawing for the chosen options and swaps
/// it in place (no reload: the device, overlays and scroll position stay), animating each
/// view that moved from its old frame to its new one.
enum PreviewPage {
  /// The page's markup: the device bar, the overlay toggles, the drawing columns and the
  /// side panel (inspector, findings, logs, output).
  static let html = #"""
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Truss preview</title>
    <link rel="stylesheet" href="/app.css">
    </head>
    <body>
    <header id="bar">
      <strong class="brand">Truss preview</strong>
      <label>Device <select id="device"></select></label>
      <label>Orientation <select id="orientation">
        <option value="">document's</option>
        <option value="portrait">portrait</option>
        <option value="landscape">landscape</option>
      </select></label>
      <label id="split-label" hidden>Split <select id="split"></select></label>
      <label><input type="checkbox" id="rtl"> RTL</label>
      <label>Text size <select id="size"></select></label>
      <label>Scale <select id="scale">
        <option value="">device's</option>
        <option value="1">1×</option>
        <option value="2">2×</option>
        <option value="3">3×</option>
      </select></label>
      <label>Compare <select id="compare">
        <option value="1">off</option>
        <option value="2">2 devices</option>
        <option value="3">3 devices</option>
      </select></label>
      <span id="status" aria-live="polite"></span>
    </header>
    <nav id="overlays" aria-label="Overlays"></nav>
    <main>
      <section id="columns"></section>
      <aside id="side">
        <div id="inspector"><p class="hint">Hover a view to inspect it; click an ambiguous
          (red) view to see another layout its constraints allow.</p></div>
        <div id="findings"></div>
      </aside>
    </main>
    <script src="/app.js"></script>
    </body>
    </html>
    """#

  /// The page's style; one rule per overlay hides its group when its toggle is off.
  static let style = #"""
    * { box-sizing: border-box; }
    body { margin: 0; font: 13px/1.4 system-ui, sans-serif; color: #1c1c1e;
      background: #f2f2f7; }
    #bar { display: flex; flex-wrap: wrap; gap: 6px 14px; align-items: center;
      padding: 8px 12px; background: #fff; border-bottom: 1px solid #d1d1d6;
      position: sticky; top: 0; z-index: 2; }
    #bar .brand { margin-right: 8px; }
    #bar select { font: inherit; }
    #status { margin-left: auto; color: #6e6e73; }
    #overlays { display: flex; flex-wrap: wrap; gap: 4px 12px; padding: 6px 12px;
      background: #fafafa; border-bottom: 1px solid #e5e5ea; }
    main { display: flex; gap: 16px; padding: 16px; align-items: flex-start; }
    #columns { display: flex; gap: 16px; flex: 1 1 auto; overflow-x: auto;
      align-items: flex-start; }
    .column { background: #fff; border: 1px solid #d1d1d6; border-radius: 8px;
      padding: 8px; }
    .column .choice { display: flex; gap: 8px; margin-bottom: 6px; }
    .stage { position: relative; }
    .stage svg { display: block; max-width: 100%; height: auto; }
    .stage.stale svg { opacity: 0.45; }
    .failure { display: none; position: absolute; left: 8px; right: 8px; top: 8px;
      z-index: 1; background: #fff1f0; border: 1px solid #ff3b30; border-radius: 6px;
      padding: 8px; color: #a1140a; white-space: pre-wrap;
      font: 12px/1.4 ui-monospace, monospace; max-height: 70%; overflow: auto; }
    .stage.stale .failure { display: block; }
    .note { color: #6e6e73; margin: 6px 0 0; }
    .exercised { color: #c93400; }
    .hits rect { fill: transparent; stroke: none; pointer-events: all; }
    .hits rect.hover { stroke: #0a84ff; stroke-width: 2; fill: rgba(10, 132, 255, 0.08); }
    .hits rect.ambiguous { cursor: pointer; }
    #side { flex: 0 0 360px; max-width: 40vw; }
    #side section, #inspector { background: #fff; border: 1px solid #d1d1d6;
      border-radius: 8px; padding: 8px 10px; margin-bottom: 12px; }
    #side h3 { margin: 0 0 6px; font-size: 13px; }
    #side pre, #side li { font: 12px/1.4 ui-monospace, monospace; white-space: pre-wrap;
      word-break: break-word; }
    #side ul { margin: 0; padding-left: 16px; }
    .hint { color: #6e6e73; margin: 0; }
    .constraint.unsatisfied { color: #c41e3a; }
    .constraint.inactive { color: #8e8e93; }
    .clean { color: #248a3d; }
    .hide-safeArea [data-overlay="safeArea"], .hide-margins [data-overlay="margins"],
    .hide-constraints [data-overlay="constraints"],
    .hide-ambiguity [data-overlay="ambiguity"], .hide-misplaced [data-overlay="misplaced"],
    .hide-gridBands [data-overlay="gridBands"],
    .hide-scrollContent [data-overlay="scrollContent"] { display: none; }
    """#
}
