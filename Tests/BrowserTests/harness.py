"""The harness of the live preview's browser tests (issue 17).

It starts `truss preview FILE --port 0` on a temporary copy of an example, reads the URL the
server prints, opens the page in a headless Chromium through Playwright, and stops the server
with SIGTERM at the end (a clean exit is part of every test).

Environment:
  TRUSS_BIN       the `truss` binary to test (Scripts/browser-tests.sh passes the one it built)
  TRUSS_CHROMIUM  the browser (default /usr/bin/chromium, Debian's package)
"""

import json
import os
import re
import shutil
import signal
import socket
import subprocess
import tempfile
import threading
import time
import unittest
import urllib.error
import urllib.request

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
TRUSS = os.environ.get("TRUSS_BIN", os.path.join(ROOT, ".build", "debug", "truss"))
CHROMIUM = os.environ.get("TRUSS_CHROMIUM", "/usr/bin/chromium")

URL_LINE = re.compile(r"^Previewing (.+) at (http://127\.0\.0\.1:(\d+)/)\s*$")


def example(relative):
    """The text of a file of the package, such as Examples/documents/hello.yaml."""
    with open(os.path.join(ROOT, relative), encoding="utf-8") as file:
        return file.read()


def replace_once(text, old, new):
    """`text` with `old` replaced by `new`, failing loudly when the example changed."""
    count = text.count(old)
    if count != 1:
        raise AssertionError(f"the example should contain {old!r} once, found {count} times")
    return text.replace(old, new)


def line_of(text, fragment):
    """The 1-based line on which `fragment` starts in `text`, and its 1-based column."""
    index = text.index(fragment)
    line = text.count("\n", 0, index) + 1
    column = index - (text.rfind("\n", 0, index) + 1) + 1
    return line, column


class PreviewServer:
    """`truss preview` on a temporary copy of a file; a context manager.

    `path` is the previewed copy; `write(text)` saves it as an editor does (in place).
    Leaving the context sends SIGTERM and checks that the server exits with status 0.
    """

    def __init__(self, name, text, start_timeout=30, extra_files=None, args=(), cwd=ROOT):
        self.directory = tempfile.mkdtemp(prefix="truss-preview-test-")
        # The previewed file sits in a folder of its own, so that a request escaping it
        # (`/../x`) would find the sibling files the refusal tests plant next to it.
        self.folder = os.path.join(self.directory, "doc")
        os.mkdir(self.folder)
        for relative, content in (extra_files or {}).items():
            target = os.path.join(self.directory, relative)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with open(target, "w", encoding="utf-8") as file:
                file.write(content)
        self.path = os.path.join(self.folder, name)
        self.write(text)
        self.start_timeout = start_timeout
        # From the package's root, as `swift run truss preview FILE` runs it (a Swift file is
        # compiled against the package found there).
        self.cwd = cwd
        self.args = list(args)
        self.process = None
        self.url = None
        self.port = None
        self._stdout = []
        self._stderr = []

    # The server's output, read on threads so that a chatty server never blocks on a pipe.
    def _drain(self, stream, sink):
        for line in iter(stream.readline, ""):
            sink.append(line)
        stream.close()

    def output(self):
        return "".join(self._stdout) + "".join(self._stderr)

    def __enter__(self):
        if not os.access(TRUSS, os.X_OK):
            raise AssertionError(f"no truss binary at {TRUSS} (set TRUSS_BIN)")
        self.process = subprocess.Popen(
            [TRUSS, "preview", self.path, "--port", "0", *self.args],
            cwd=self.cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            stdin=subprocess.DEVNULL, text=True, bufsize=1)
        threading.Thread(target=self._drain, args=(self.process.stderr, self._stderr),
                         daemon=True).start()
        deadline = time.monotonic() + self.start_timeout
        # The first line must be the URL; read it directly, then hand stdout to a thread.
        first = self._readline(self.process.stdout, deadline)
        match = URL_LINE.match(first or "")
        if not match:
            self._kill()
            raise AssertionError(
                "truss preview should print 'Previewing PATH at http://127.0.0.1:PORT/' first; "
                f"printed {first!r}; stderr: {''.join(self._stderr)[-2000:]}")
        if os.path.realpath(match.group(1)) != os.path.realpath(self.path) \
                and os.path.basename(match.group(1)) != os.path.basename(self.path):
            self._kill()
            raise AssertionError(f"the URL line names {match.group(1)!r}, not {self.path!r}")
        self.url, self.port = match.group(2), int(match.group(3))
        self._stdout.append(first)
        threading.Thread(target=self._drain, args=(self.process.stdout, self._stdout),
                         daemon=True).start()
        return self

    def _readline(self, stream, deadline):
        result = []

        def read():
            result.append(stream.readline())

        reader = threading.Thread(target=read, daemon=True)
        reader.start()
        reader.join(max(0.0, deadline - time.monotonic()))
        if not result:
            self._kill()
            raise AssertionError(
                f"truss preview printed no URL within {self.start_timeout} s; "
                f"stderr: {''.join(self._stderr)[-2000:]}")
        return result[0]

    def _kill(self):
        if self.process and self.process.poll() is None:
            self.process.kill()
            self.process.wait()
        shutil.rmtree(self.directory, ignore_errors=True)

    def stop(self):
        """SIGTERM, then the exit status (None if it had to be killed after 10 s)."""
        if self.process.poll() is not None:
            return self.process.returncode
        self.process.send_signal(signal.SIGTERM)
        try:
            return self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
            return None

    def __exit__(self, kind, value, traceback):
        already = self.process.poll()
        status = self.stop()
        shutil.rmtree(self.directory, ignore_errors=True)
        if kind is None:
            if already is not None:
                raise AssertionError(
                    f"truss preview exited during the test with status {already}; "
                    f"output: {self.output()[-2000:]}")
            if status != 0:
                raise AssertionError(
                    f"truss preview should exit 0 on SIGTERM; status {status}; "
                    f"output: {self.output()[-2000:]}")
        return False

    def write(self, text):
        """Saves the previewed file in place, as most editors do."""
        with open(self.path, "w", encoding="utf-8") as file:
            file.write(text)

    def get(self, path, timeout=30):
        """(status, content type, body) of a GET through urllib (well-formed requests only)."""
        try:
            with urllib.request.urlopen(self.url.rstrip("/") + path, timeout=timeout) as reply:
                return reply.status, reply.headers.get("Content-Type", ""), reply.read()
        except urllib.error.HTTPError as error:
            return error.code, error.headers.get("Content-Type", ""), error.read()

    def snapshot(self, query="", timeout=30):
        status, _, body = self.get("/snapshot" + (("?" + query) if query else ""), timeout)
        if status != 200:
            raise AssertionError(f"GET /snapshot?{query} answered {status}: {body[:500]!r}")
        return json.loads(body)

    def rss_kb(self):
        """The server's resident memory (VmRSS) in kB."""
        with open(f"/proc/{self.process.pid}/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1])
        raise AssertionError("no VmRSS in /proc/PID/status")


def raw_request(port, data, timeout=5.0, read_all=True):
    """Sends `data` (bytes) on a fresh connection and returns what the server answers until it
    closes the connection (or `timeout`)."""
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as connection:
        connection.sendall(data)
        chunks = []
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                chunk = connection.recv(65536)
            except socket.timeout:
                break
            except ConnectionResetError:
                break
            if not chunk:
                break
            chunks.append(chunk)
            if not read_all and b"\r\n\r\n" in b"".join(chunks):
                break
        return b"".join(chunks)


def status_of(response):
    """The status code of a raw HTTP response, or None when there is none."""
    match = re.match(rb"HTTP/1\.[01] (\d{3})", response)
    return int(match.group(1)) if match else None


def truss_frames(path, *options):
    """`truss frames PATH OPTIONS`: {id: (x, y, width, height)} in the superview's coordinates,
    the oracle the drawing in the page is compared with (views whose parent is the root)."""
    result = subprocess.run([TRUSS, "frames", path, *options], capture_output=True, text=True,
                            timeout=60)
    if result.returncode != 0:
        raise AssertionError(f"truss frames {path} {options} failed: {result.stderr}")
    frames = {}
    for line in result.stdout.splitlines():
        fields = line.split()
        if len(fields) == 5:
            frames[fields[0]] = tuple(float(value) for value in fields[1:])
    return frames


def truss_error(path):
    """The first line `truss frames` writes for a broken document: FILE:LINE:COL: message."""
    result = subprocess.run([TRUSS, "frames", path], capture_output=True, text=True, timeout=60)
    if result.returncode == 0:
        raise AssertionError(f"truss frames {path} should fail")
    return result.stderr.strip().splitlines()[0]


# --- The browser ---------------------------------------------------------------------------

# The frame of the view `[data-view=ID]` in the drawing's coordinates (the SVG's user space, which is
# the window's points): its geometry's bounding box, through every transform on the way
# (attributes, CSS, the page's scaling of the SVG), mapped back by the root SVG's own matrix.
FRAME_OF_JS = """
(id) => {
  const drawing = document.querySelector('#drawing');
  if (!drawing) return null;
  // The view's own element: the view's painted box, else its rectangle in the page's hit
  // layer; never the misplaced overlay's design frame or the margins overlay's guide.
  const all = [...drawing.querySelectorAll(`[data-view="${CSS.escape(id)}"]`)]
    .filter(e => e.dataset.frame !== 'design' && !e.closest('[data-overlay="margins"]'));
  const element = all.find(e => !e.closest('[data-overlay]')) ||
    all.find(e => e.closest('[data-overlay="hit"]')) || all[0];
  const svg = drawing.querySelector('svg');
  if (!element || !svg || !element.getBBox) return null;
  const box = element.getBBox();
  const toScreen = element.getScreenCTM();
  const fromScreen = svg.getScreenCTM().inverse();
  const matrix = fromScreen.multiply(toScreen);
  const corner = (x, y) => new DOMPoint(x, y).matrixTransform(matrix);
  const a = corner(box.x, box.y), b = corner(box.x + box.width, box.y + box.height);
  return [Math.min(a.x, b.x), Math.min(a.y, b.y), Math.abs(b.x - a.x), Math.abs(b.y - a.y)];
}
"""

# Marks the page, so that a reload (which would drop the mark) is noticed.
MARK_JS = "() => { window.__noReload = 1; }"
MARKED_JS = "() => window.__noReload === 1"
VERSION_JS = "() => document.body.dataset.version"


def close(a, b, tolerance=0.51):
    return a is not None and b is not None and len(a) == len(b) and \
        all(abs(x - y) <= tolerance for x, y in zip(a, b))


def describe(frame):
    return "none" if frame is None else "[" + ", ".join(f"{value:g}" for value in frame) + "]"


class BrowserTestCase(unittest.TestCase):
    """A test case with one headless Chromium per module (Playwright's sync API)."""

    playwright = None
    browser = None

    @classmethod
    def setUpClass(cls):
        from playwright.sync_api import sync_playwright
        cls._manager = sync_playwright()
        cls.playwright = cls._manager.start()
        cls.browser = cls.playwright.chromium.launch(
            executable_path=CHROMIUM, headless=True, args=["--disable-gpu"])

    @classmethod
    def tearDownClass(cls):
        if cls.browser:
            cls.browser.close()
        if cls.playwright:
            cls._manager.__exit__(None, None, None)

    def open_page(self, server, timeout=15000, width=1400, height=1000):
        """A new page on the server's URL, its drawing in the DOM, marked against reloads."""
        # The page's Content-Security-Policy forbids eval, which Playwright's waits use.
        context = self.browser.new_context(viewport={"width": width, "height": height},
                                           bypass_csp=True)
        self.addCleanup(context.close)
        page = context.new_page()
        page.set_default_timeout(timeout)
        errors = []
        page.on("pageerror", lambda error: errors.append(str(error)))
        self.page_errors = errors
        page.goto(server.url)
        self.wait_for_drawing(page, timeout)
        page.evaluate(MARK_JS)
        return page

    def wait_for_drawing(self, page, timeout=15000):
        try:
            page.wait_for_function(
                "() => document.body.dataset.version !== undefined && "
                "document.querySelector('#drawing svg [data-view]') !== null",
                timeout=timeout)
        except Exception as error:
            raise AssertionError(
                "the page should draw the layout (#drawing svg with [data-view] elements, "
                f"document.body.dataset.version set); {self._page_state(page)}") from error

    def _page_state(self, page):
        try:
            state = page.evaluate("""() => ({
              version: document.body.dataset.version,
              drawing: (document.querySelector('#drawing') || {}).innerHTML,
              error: (document.querySelector('#error') || {}).textContent })""")
            drawing = (state.get("drawing") or "")[:300]
            return (f"version {state.get('version')!r}, error {state.get('error')!r}, "
                    f"#drawing starts {drawing!r}, page errors {self.page_errors}")
        except Exception as error:  # the page itself is gone
            return f"(page state unavailable: {error})"

    def frame_of(self, page, view):
        return page.evaluate(FRAME_OF_JS, view)

    def wait_for_frame(self, page, view, expected, timeout=5.0, message=""):
        """Polls until `[data-view=view]`'s box is `expected` (within half a point): the
        animation from the old frame (~250 ms) has ended. Returns the frame."""
        deadline = time.monotonic() + timeout
        frame = None
        while time.monotonic() < deadline:
            frame = self.frame_of(page, view)
            if close(frame, expected):
                return frame
            time.sleep(0.05)
        self.fail(f"{message}: the box of [data-view={view}] should reach {describe(expected)} "
                  f"within {timeout} s; it is {describe(frame)}; {self._page_state(page)}")

    def wait_for_version_change(self, page, old, timeout=10000, message=""):
        try:
            page.wait_for_function(
                "(old) => document.body.dataset.version !== undefined && "
                "document.body.dataset.version !== old", arg=old, timeout=timeout)
        except Exception as error:
            raise AssertionError(
                f"{message}: document.body.dataset.version should change from {old!r} within "
                f"{timeout} ms; {self._page_state(page)}") from error
        return page.evaluate(VERSION_JS)

    def assert_not_reloaded(self, page, after):
        self.assertTrue(page.evaluate(MARKED_JS),
                        f"after {after}, the page was reloaded (window.__noReload is gone)")

    def error_text(self, page):
        """The text of #error when it is shown, else None."""
        element = page.query_selector("#error")
        self.assertIsNotNone(element, "the page should have an #error element")
        if not element.is_visible():
            return None
        return element.inner_text().strip()

    def wait_for_error(self, page, pattern, timeout=10.0, message=""):
        deadline = time.monotonic() + timeout
        text = None
        while time.monotonic() < deadline:
            text = self.error_text(page)
            if text and re.search(pattern, text):
                return text
            time.sleep(0.05)
        self.fail(f"{message}: #error should be shown and match {pattern!r} within {timeout} s; "
                  f"it is {text!r}; {self._page_state(page)}")

    def wait_for_no_error(self, page, timeout=10.0, message=""):
        deadline = time.monotonic() + timeout
        text = None
        while time.monotonic() < deadline:
            text = self.error_text(page)
            if text is None:
                return
            time.sleep(0.05)
        self.fail(f"{message}: #error should be hidden within {timeout} s; it shows {text!r}")

    def select(self, page, selector, name):
        """Chooses the option of `selector` whose value or label is `name`."""
        options = page.eval_on_selector_all(
            f"{selector} option", "(options) => options.map(o => [o.value, o.textContent.trim()])")
        for value, label in options:
            if value == name or label == name:
                page.select_option(selector, value=value)
                return
        self.fail(f"{selector} should offer {name!r}; it offers {options}")
