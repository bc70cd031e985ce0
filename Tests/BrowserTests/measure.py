"""Measurements of `truss preview` in headless Chromium, and the README's screenshot.

  python3 Tests/BrowserTests/measure.py            save -> drawing latency (a document, a Swift
                                                   file), the server's memory over 1,000 saves
                                                   and over 10,000 GET /devices (WHAT: document,
                                                   swift, memory, requests; default: all)
  python3 Tests/BrowserTests/measure.py --screenshot Docs/preview.png

Run through Scripts/browser-tests.sh --measure / --screenshot PATH (which builds truss and sets
TRUSS_BIN). Not part of CI.

Latency: the file is written at a wall-clock time taken just before the write; the page
records, with a MutationObserver, the wall-clock time at which `document.body.dataset.version`
changes (the page sets it once the new drawing is in the DOM), and separately the first
animation frame at which the moved view's box is at its new frame (the end of the ~250 ms move
animation). Every save writes a value not written before, so nothing can come from a cache.
"""

import os
import socket
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(__file__))

from harness import (BrowserTestCase, PreviewServer, example, replace_once,  # noqa: E402
                     VERSION_JS, FRAME_OF_JS, close, describe)
from test_preview_document import with_title_top  # noqa: E402

OBSERVE_JS = """
() => {
  window.__versionTimes = {};
  new MutationObserver(() => {
    const version = document.body.dataset.version;
    if (!(version in window.__versionTimes)) window.__versionTimes[version] = Date.now();
  }).observe(document.body, {attributes: true, attributeFilter: ['data-version']});
}
"""

# Starts watching for `view` to be drawn at `expected` (relative to `origin`'s view when given):
# window.__settled is the wall-clock time of the first animation frame that shows it there.
SETTLE_JS = """
([frameOf, view, origin, expected]) => {
  const frame = eval(frameOf);
  window.__settled = null;
  const step = () => {
    let box = frame(view);
    if (box && origin) { const o = frame(origin); box = o ? [box[0] - o[0], box[1] - o[1], box[2], box[3]] : null; }
    if (box && box.every((v, i) => Math.abs(v - expected[i]) <= 0.51)) { window.__settled = Date.now(); return; }
    requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
"""


class Session(BrowserTestCase):
    """BrowserTestCase's helpers outside unittest."""

    def runTest(self):  # pragma: no cover
        pass


def summary(values):
    return (f"median {statistics.median(values):.0f} ms, range {min(values):.0f}-{max(values):.0f} ms "
            f"({len(values)} saves)")


def timed_saves(session, page, server, contents, view, expected_of, origin=None, timeout=10000,
                pause=0.25):
    """Writes each content; returns (to DOM, to settled) latencies in ms."""
    to_dom, to_settled = [], []
    for content in contents:
        expected = expected_of(content)
        version = page.evaluate(VERSION_JS)
        page.evaluate(SETTLE_JS, [FRAME_OF_JS, view, origin, expected])
        start = time.time() * 1000
        server.write(content)
        new = session.wait_for_version_change(page, version, timeout=timeout, message="a timed save")
        page.wait_for_function("() => window.__settled !== null", timeout=timeout)
        drawn = page.evaluate("(v) => window.__versionTimes[v]", new)
        settled = page.evaluate("() => window.__settled")
        to_dom.append(drawn - start)
        to_settled.append(settled - start)
        time.sleep(pause)
    return to_dom, to_settled


def measure_document(session):
    from harness import truss_frames
    with PreviewServer("hello.yaml", with_title_top(16)) as server:
        page = session.open_page(server)
        page.evaluate(OBSERVE_JS)
        base_y = truss_frames(server.path)["title"][1] - 16
        # 20 distinct constants (17..36), each a new position of the title.
        contents = [with_title_top(16 + i) for i in range(1, 21)]

        def expected(content):
            constant = int(content.split("root.safeArea.top + ")[1].split(" ")[0])
            frame = session.frame_of(page, "title")
            return [frame[0], base_y + constant, frame[2], frame[3]]

        to_dom, to_settled = timed_saves(session, page, server, contents, "title", expected)
        print(f"document (hello.yaml): save -> new drawing in the DOM: {summary(to_dom)}")
        print(f"document (hello.yaml): save -> moved view at its new frame (after the move "
              f"animation): {summary(to_settled)}")
        return to_dom, to_settled


def measure_swift(session):
    spacing = "let spacing: CGFloat = 12"
    CARD = example("Examples/swift/ProfileCard.swift")
    with PreviewServer("ProfileCard.swift", CARD, start_timeout=60) as server:
        start = time.monotonic()
        page = session.open_page(server, timeout=600000)
        print(f"swift (ProfileCard.swift): first drawing {time.monotonic() - start:.1f} s "
              "(includes the runtime's first build if it was not built yet)")
        page.evaluate(OBSERVE_JS)
        card, bio = session.frame_of(page, "card"), session.frame_of(page, "bio")
        bio_y = bio[1] - card[1] - 12
        contents = [replace_once(CARD, spacing, f"let spacing: CGFloat = {12 + i}")
                    for i in range(1, 21)]

        def expected(content):
            value = int(content.split("let spacing: CGFloat = ")[1].split("\n")[0])
            return [bio[0] - card[0], bio_y + value, bio[2], bio[3]]

        to_dom, to_settled = timed_saves(session, page, server, contents, "bio", expected,
                                         origin="card", timeout=60000, pause=0.1)
        print(f"swift (ProfileCard.swift): save -> new drawing in the DOM: {summary(to_dom)}")
        print(f"swift (ProfileCard.swift): save -> moved view at its new frame: {summary(to_settled)}")
        return to_dom, to_settled


def measure_memory(session, saves=1000, interval=0.02):
    with PreviewServer("hello.yaml", with_title_top(16)) as server:
        page = session.open_page(server)
        for i in range(20):  # warm up: the first saves allocate the caches for good
            server.write(with_title_top(100 + i))
            time.sleep(0.05)
        time.sleep(1.0)
        before = server.rss_kb()
        samples = []
        start = time.monotonic()
        for i in range(saves):
            server.write(with_title_top(16 + (i % 50)))
            if (i + 1) % 100 == 0:
                samples.append(server.rss_kb())
            next_at = start + (i + 1) * interval
            time.sleep(max(0.0, next_at - time.monotonic()))
        elapsed = time.monotonic() - start
        # The page catches up with the last save; then the server is measured at rest.
        final = str(server.snapshot()["version"])
        page.wait_for_function("(v) => document.body.dataset.version === v", arg=final,
                               timeout=15000)
        time.sleep(1.0)
        after = server.rss_kb()
        session.assert_not_reloaded(page, "1,000 saves")
        print(f"memory: VmRSS {before / 1024:.1f} MB before, {after / 1024:.1f} MB after {saves} "
              f"saves in {elapsed:.1f} s (every {interval * 1000:.0f} ms, the page open, the last "
              f"version {final} drawn); every 100 saves: "
              + ", ".join(f"{kb / 1024:.1f}" for kb in samples) + " MB")
        return before, after, samples


def measure_requests(total=10000, every=1000):
    """The server's memory over `total` GET /devices on one kept-alive connection (no page)."""
    with PreviewServer("hello.yaml", with_title_top(16)) as server:
        request = (f"GET /devices HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\n"
                   "Connection: keep-alive\r\n\r\n").encode()
        samples = []
        with socket.create_connection(("127.0.0.1", server.port), timeout=10) as connection:
            pending = b""

            def one():
                nonlocal pending
                connection.sendall(request)
                while True:
                    head, found, rest = pending.partition(b"\r\n\r\n")
                    if found:
                        length = int([line.split(b":", 1)[1] for line in head.split(b"\r\n")
                                      if line.lower().startswith(b"content-length:")][0])
                        if len(rest) >= length:
                            assert head.startswith(b"HTTP/1.1 200"), head[:80]
                            pending = rest[length:]
                            return
                    chunk = connection.recv(65536)
                    assert chunk, "the server closed the kept-alive connection"
                    pending += chunk

            for _ in range(every):  # warm up
                one()
            time.sleep(0.5)
            before = server.rss_kb()
            start = time.monotonic()
            for index in range(total):
                one()
                if (index + 1) % every == 0:
                    samples.append(server.rss_kb())
            elapsed = time.monotonic() - start
        time.sleep(0.5)
        after = server.rss_kb()
        print(f"requests: VmRSS {before / 1024:.1f} MB before, {after / 1024:.1f} MB after {total} "
              f"GET /devices on one kept-alive connection ({elapsed:.1f} s, after {every} to warm "
              f"up); every {every}: " + ", ".join(f"{kb / 1024:.1f}" for kb in samples) + " MB")
        return before, after, samples


def screenshot(session, path):
    from harness import truss_frames
    with PreviewServer("hello.yaml", example("Examples/documents/hello.yaml")) as server:
        page = session.open_page(server, width=1280, height=1000)
        frames = truss_frames(server.path)
        session.wait_for_frame(page, "start", frames["start"], message="the screenshot's drawing")
        box = page.locator('#drawing [data-view="start"]').first.bounding_box()
        # Near its leading edge: the centre is its title label's (a subview of its own).
        page.mouse.move(box["x"] + box["width"] * 0.08, box["y"] + box["height"] / 2)
        page.wait_for_function(
            "() => document.querySelectorAll('#inspector li.constraint').length > 0")
        time.sleep(0.4)
        page.screenshot(path=path, full_page=False)
        print(f"wrote {path}")


def main(arguments):
    session = Session()
    Session.setUpClass()
    try:
        if arguments[:1] == ["--screenshot"]:
            screenshot(session, os.path.abspath(arguments[1]))
            return 0
        which = set(arguments) or {"document", "swift", "memory", "requests"}
        if "document" in which:
            measure_document(session)
        if "swift" in which:
            measure_swift(session)
        if "memory" in which:
            measure_memory(session)
        if "requests" in which:
            measure_requests()
        return 0
    finally:
        session.doCleanups()
        Session.tearDownClass()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
