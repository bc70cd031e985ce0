extension PreviewPage {
  /// The page (`GET /`): the device bar, the overlay toggles, the drawing with its error and
  /// note, the inspector and the findings. The ids and `data-` attributes are the page's
  /// contract with its end-to-end tests (README, Preview).
  static let html = #"""
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>truss preview</title>
    <link rel="stylesheet" href="/app.css">
    </head>
    <body>
    <header id="bar">
      <strong id="file">truss preview</strong>
      <label>Device <select id="device"></select></label>
      <label>Orientation <select id="orientation">
        <option value="portrait">portrait</option>
        <option value="landscape">landscape</option>
      </select></label>
      <label>Split <select id="split"><option value="full">full</option></select></label>
      <label><input type="checkbox" id="rtl"> Right to left</label>
      <label>Text size <select id="category"></select></label>
      <label>Scale <select id="scale">
        <option value="device">device</option>
        <option value="1">1</option>
        <option value="2">2</option>
        <option value="3">3</option>
      </select></label>
      <button type="button" id="compare" aria-pressed="false">Compare devices</button>
      <span id="status" role="status"></span>
    </header>
    <nav id="overlays" aria-label="Overlays">
      <label><input type="checkbox" data-overlay-toggle="safeArea" checked> Safe area</label>
      <label><input type="checkbox" data-overlay-toggle="margins"> Margins</label>
      <label><input type="checkbox" data-overlay-toggle="constraints"> Constraints</label>
      <label><input type="checkbox" data-overlay-toggle="ambiguity" checked> Ambiguity</label>
      <label><input type="checkbox" data-overlay-toggle="misplaced" checked> Misplaced</label>
      <label><input type="checkbox" data-overlay-toggle="gridBands" checked> Grid bands</label>
      <label><input type="checkbox" data-overlay-toggle="scrollContent" checked>
        Scroll content</label>
    </nav>
    <main>
      <section id="stage">
        <div id="error" hidden></div>
        <div id="note" hidden></div>
        <div id="canvases">
          <figure class="column">
            <div id="drawing"></div>
            <figcaption id="caption"></figcaption>
          </figure>
          <div id="columns" hidden></div>
        </div>
      </section>
      <aside id="side">
        <div id="inspector">
          <p class="hint">Hover a view to see its frame and the constraints affecting it; click an
            ambiguous view (outlined red) to see another layout its constraints allow.</p>
        </div>
        <h2>Findings</h2>
        <ul id="findings"></ul>
        <h2 id="output-title" hidden>Printed</h2>
        <pre id="output" hidden></pre>
      </aside>
    </main>
    <script src="/app.js"></script>
    </body>
    </html>
    """#
}
