extension PreviewPage {
  /// The page's style (`GET /app.css`): the layout of the bar, stage and side panel, and the
  /// overlay groups hidden by the stage's `hide-NAME` classes.
  static let style = #"""
    * { box-sizing: border-box; }
    body {
      margin: 0;
      font: 13px/1.4 system-ui, -apple-system, "Segoe UI", sans-serif;
      color: #1c1c1e;
      background: #f2f2f7;
    }
    #bar, #overlays {
      display: flex;
      flex-wrap: wrap;
      gap: 6px 14px;
      align-items: center;
      padding: 8px 12px;
      background: #fff;
      border-bottom: 1px solid #d1d1d6;
    }
    #overlays { position: sticky; top: 0; z-index: 2; padding-top: 4px; padding-bottom: 4px; }
    #bar label, #overlays label { white-space: nowrap; }
    #overlays label[hidden] { display: none; }
    #file { margin-right: 8px; }
    #status { color: #8e8e93; margin-left: auto; }
    #compare[aria-pressed="true"] { background: #007aff; color: #fff; border-color: #007aff; }
    main { display: flex; align-items: flex-start; gap: 12px; padding: 12px; }
    #stage { flex: 1; min-width: 0; }
    #canvases { display: flex; gap: 16px; align-items: flex-start; overflow-x: auto; }
    #columns { display: flex; gap: 16px; }
    #columns[hidden] { display: none; }
    .column { margin: 0; }
    .column figcaption { color: #3a3a3c; padding: 4px 0; max-width: 420px; }
    #drawing, .column .sheet {
      background: #fff;
      box-shadow: 0 1px 3px rgba(0,0,0,.2);
      display: inline-block;
      line-height: 0;
    }
    #drawing svg, .column svg { display: block; }
    #drawing.exercised { outline: 3px dashed #ff3b30; outline-offset: 2px; }
    #error {
      background: #fff0f0;
      border: 1px solid #ff3b30;
      color: #b00020;
      padding: 8px 10px;
      margin-bottom: 10px;
      white-space: pre-wrap;
      font-family: ui-monospace, Menlo, monospace;
    }
    #error pre { margin: 6px 0 0; max-height: 240px; overflow: auto; color: #3a3a3c; }
    #note {
      background: #fff8e1;
      border: 1px solid #ff9500;
      padding: 6px 10px;
      margin-bottom: 10px;
    }
    #side {
      width: 380px;
      flex: none;
      position: sticky;
      top: 44px;
      max-height: calc(100vh - 56px);
      overflow: auto;
    }
    #inspector {
      background: #fff;
      border: 1px solid #d1d1d6;
      padding: 8px 10px;
      min-height: 80px;
    }
    #inspector h3 { margin: 0 0 4px; font-size: 14px; }
    #inspector ul { padding-left: 0; list-style: none; margin: 6px 0 0; }
    li.constraint {
      font-family: ui-monospace, Menlo, monospace;
      font-size: 12px;
      padding: 2px 0;
      border-top: 1px solid #f2f2f7;
    }
    li.constraint .state { color: #8e8e93; }
    li.constraint.broken .state, li.constraint.inactive .state { color: #b00020; }
    .hint { color: #8e8e93; margin: 0; }
    h2 { font-size: 13px; margin: 14px 0 4px; }
    #findings { margin: 0; padding-left: 18px; }
    #findings li {
      white-space: pre-wrap;
      font-family: ui-monospace, Menlo, monospace;
      font-size: 12px;
      margin-bottom: 6px;
    }
    #findings li.log { color: #6d4c00; }
    #findings:empty::before {
      content: "No problems.";
      color: #248a3d;
      margin-left: -18px;
    }
    #output {
      background: #fff;
      border: 1px solid #d1d1d6;
      padding: 6px;
      white-space: pre-wrap;
    }
    g[data-overlay="hit"] rect {
      fill: transparent;
      stroke: none;
      pointer-events: all;
      cursor: crosshair;
    }
    g[data-overlay="hit"] rect.ambiguous { cursor: pointer; }
    g[data-overlay="highlight"] rect {
      fill: rgba(0,122,255,.12);
      stroke: #007aff;
      stroke-width: 2;
      pointer-events: none;
    }
    #stage.hide-safeArea [data-overlay="safeArea"],
    #stage.hide-margins [data-overlay="margins"],
    #stage.hide-constraints [data-overlay="constraints"],
    #stage.hide-ambiguity [data-overlay="ambiguity"],
    #stage.hide-misplaced [data-overlay="misplaced"],
    #stage.hide-gridBands [data-overlay="gridBands"],
    #stage.hide-scrollContent [data-overlay="scrollContent"] { display: none; }
    """#
}
