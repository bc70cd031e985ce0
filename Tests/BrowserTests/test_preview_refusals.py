"""What `truss preview`'s server refuses (issue 17, Safety): raw HTTP on sockets, no browser.

The previewed document sits in a folder next to files that must never be served (a
Package.swift and a README.md carrying secret markers, one level up and beside it), and the
server runs from the package's root (its Package.swift and README.md): a request that reached
the filesystem by any path would show a marker.
"""

import json
import socket
import time
import unittest

from harness import PreviewServer, example, raw_request, status_of, replace_once

HELLO = example("Examples/documents/hello.yaml")
SECRET = "SECRET-MARKER-3f9c1e"
PLANTED = {
    "Package.swift": f"// swift-tools-version:5.9 {SECRET}-package\n",
    "README.md": f"# {SECRET}-readme-up\n",
    "doc/README.md": f"# {SECRET}-readme-beside\n",
    "doc/app.js": f"// {SECRET}-app-js-on-disk\n",
}

# Targets that name a file other than the page, its assets and its JSON endpoints.
TRAVERSALS = [
    "/../Package.swift",
    "/%2e%2e/Package.swift",
    "/%2E%2E/Package.swift",
    "/.%2e/Package.swift",
    "/..%2fPackage.swift",
    "/%2e%2e%2fPackage.swift",
    "/..%5cPackage.swift",
    "/..\\Package.swift",
    "//etc/passwd",
    "/etc/passwd",
    "/%2fetc%2fpasswd",
    "/app.js/../README.md",
    "/app.js/%2e%2e/README.md",
    "/app.css/../../Package.swift",
    "/snapshot/../../Package.swift",
    "/README.md",
    "/hello.yaml",
    "/doc/hello.yaml",
    "/./app.js/../../Package.swift",
    "/%00/../Package.swift",
]


def get(path, port, extra=b""):
    return (f"GET {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nConnection: close\r\n"
            .encode() + extra + b"\r\n")


class PreviewRefusalTests(unittest.TestCase):

    @classmethod
    def setUpClass(cls):
        cls.server = PreviewServer("hello.yaml", HELLO, extra_files=PLANTED).__enter__()

    @classmethod
    def tearDownClass(cls):
        cls.server.__exit__(None, None, None)

    def request(self, data, **options):
        return raw_request(self.server.port, data, **options)

    def assert_no_file(self, response, what):
        # The planted files, the package's own (the server runs from its root), /etc/passwd, and
        # the previewed file itself (its source, not its drawing).
        for marker in (SECRET, "swift-tools-version", "Auto Layout for every Swift platform",
                       "root:x:0:", "#titleTop", "views:\n  - id: title"):
            self.assertNotIn(marker.encode(), response,
                             f"{what} should never answer with a file's contents ({marker!r})")

    def test_the_page_its_assets_and_endpoints_are_served(self):
        # The refusals below mean something only if the same server answers these.
        for path, kind in (("/", b"text/html"), ("/app.js", b"javascript"), ("/app.css", b"text/css"),
                           ("/snapshot", b"application/json"), ("/devices", b"application/json")):
            response = self.request(get(path, self.server.port))
            self.assertEqual(status_of(response), 200, f"GET {path}: {response[:200]!r}")
            head = response.split(b"\r\n\r\n", 1)[0].lower()
            self.assertIn(kind, head, f"GET {path} should be {kind.decode()}: {head!r}")
            self.assertNotIn(SECRET.encode(), response, f"GET {path} served a planted file")
        body = self.request(get("/snapshot", self.server.port)).split(b"\r\n\r\n", 1)[1]
        snapshot = json.loads(body)
        for key in ("version", "snapshot"):
            self.assertIn(key, snapshot, f"/snapshot's JSON should have {key!r}")
        # `failure` and `lastGood` are null or left out while the document is fine.
        self.assertIsNone(snapshot.get("failure"), "no failure for a good document")
        self.assertFalse(snapshot.get("lastGood"), "a good document's drawing is not a last good one")
        self.assertEqual(snapshot["snapshot"]["width"], 393, "hello.yaml is on the iPhone 15 Pro")

    def test_paths_to_other_files_are_refused(self):
        for path in TRAVERSALS:
            with self.subTest(path=path):
                response = self.request(get(path, self.server.port))
                self.assertIn(status_of(response), (400, 404),
                              f"GET {path} should be refused with 404 (or 400): {response[:300]!r}")
                self.assert_no_file(response, f"GET {path}")

    def test_absolute_form_targets_are_refused(self):
        port = self.server.port
        for target in (f"http://127.0.0.1:{port}/../Package.swift",
                       f"http://127.0.0.1:{port}/etc/passwd",
                       "http://example.com/etc/passwd",
                       "file:///etc/passwd",
                       f"http://127.0.0.1:{port}/README.md"):
            with self.subTest(target=target):
                response = self.request(get(target, port))
                self.assertIn(status_of(response), (400, 404),
                              f"GET {target} should be refused: {response[:300]!r}")
                self.assert_no_file(response, f"GET {target}")

    def test_other_methods_are_refused(self):
        port = self.server.port
        for method, path in (("POST", "/"), ("PUT", "/app.js"), ("DELETE", "/snapshot"),
                             ("PATCH", "/devices"), ("POST", "/snapshot"), ("HEAD", "/../Package.swift"),
                             ("OPTIONS", "/"), ("TRACE", "/")):
            with self.subTest(method=method, path=path):
                data = (f"{method} {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n"
                        f"Connection: close\r\n\r\n").encode()
                response = self.request(data)
                expected = (404, 405) if method == "HEAD" else (405,)
                self.assertIn(status_of(response), expected,
                              f"{method} {path} should answer {expected}: {response[:300]!r}")
                self.assert_no_file(response, f"{method} {path}")
            with self.subTest(method=method, path=path, body=True):
                # With a body: refused as well (405, or 413: the preview takes no bodies).
                data = (f"{method} {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n"
                        f"Content-Length: 2\r\nConnection: close\r\n\r\n{{}}").encode()
                response = self.request(data)
                self.assertIn(status_of(response), (404, 405, 413),
                              f"{method} {path} with a body should be refused: {response[:300]!r}")
                self.assert_no_file(response, f"{method} {path} with a body")

    def test_unknown_snapshot_options_are_a_400_with_a_json_error(self):
        for query in ("rtl=2", "scale=banana", "category=huge", "bogus=1",
                      "exercise=%2e%2e%2fPackage.swift&bogus=2", "rtl=1&rtl=0&rtl=1&x=%00"):
            with self.subTest(query=query):
                response = self.request(get(f"/snapshot?{query}", self.server.port))
                self.assertEqual(status_of(response), 400,
                                 f"/snapshot?{query} should answer 400: {response[:300]!r}")
                body = response.split(b"\r\n\r\n", 1)[1]
                try:
                    json.loads(body)
                except ValueError:
                    self.fail(f"/snapshot?{query}: the 400's body should be JSON: {body[:200]!r}")
                self.assert_no_file(response, f"/snapshot?{query}")
        # Names the document could be drawn with, but no device has: 400, or the page's usual
        # failure (shown with the last good drawing), naming the value, never a drawing of it.
        for query, value in (("device=No%20Such%20Phone", "No Such Phone"),
                             ("orientation=sideways", "sideways"), ("split=sevenEighths", "sevenEighths")):
            with self.subTest(query=query):
                response = self.request(get(f"/snapshot?{query}", self.server.port))
                status = status_of(response)
                body = json.loads(response.split(b"\r\n\r\n", 1)[1])
                if status == 200:
                    failure = body.get("failure") or {}
                    self.assertIn(value, failure.get("message", ""),
                                  f"/snapshot?{query}: a failure naming {value!r}: {body.get('failure')}")
                else:
                    self.assertEqual(status, 400, f"/snapshot?{query}: {response[:300]!r}")
        response = self.request(get("/snapshot?device=iPhone%20SE%20(1st%20generation)&rtl=1",
                                    self.server.port))
        self.assertEqual(status_of(response), 200, "a known device and rtl=1 are accepted")

    def test_oversized_requests_are_refused_at_once(self):
        # Bounded request sizes (issue 17, Safety): a 1 MB header is refused (an error status,
        # or the connection closed) within 3 s, not read to the end or served. The server stops
        # reading the head at 16 KB and answers 431.
        huge = b"X-Padding: " + b"a" * (1 << 20) + b"\r\n"
        start = time.monotonic()
        closed = False
        try:
            with socket.create_connection(("127.0.0.1", self.server.port), timeout=3) as connection:
                response = b""
                try:
                    connection.sendall(get("/", self.server.port, huge))
                    while True:
                        chunk = connection.recv(65536)
                        if not chunk:
                            closed = True
                            break
                        response += chunk
                except (ConnectionResetError, BrokenPipeError):
                    closed = True
                except socket.timeout:
                    pass
        except (ConnectionResetError, BrokenPipeError):
            closed, response = True, b""
        elapsed = time.monotonic() - start
        status = status_of(response)
        self.assertTrue(closed or (status is not None and status >= 400),
                        f"a request with a 1 MB header should be refused within 3 s; after "
                        f"{elapsed:.1f} s the connection is open and answered {response[:200]!r}")
        self.assertNotEqual(status, 200, "a request with a 1 MB header should not be served")
        self.assertEqual(status_of(self.request(get("/", self.server.port))), 200,
                         "the server should still answer after an oversized request")

    def test_events_announce_saves_and_at_most_16_clients(self):
        port = self.server.port
        streams = []
        try:
            for index in range(16):
                connection = socket.create_connection(("127.0.0.1", port), timeout=5)
                streams.append(connection)
                connection.sendall(get("/events", port).replace(b"close", b"keep-alive"))
                head = self._read_head(connection)
                self.assertEqual(status_of(head), 200, f"SSE client {index + 1}: {head[:200]!r}")
                self.assertIn(b"text/event-stream", head.lower(), f"SSE client {index + 1}")

            # A save reaches every client as `event: change` with the new version.
            version = json.loads(self.request(get("/snapshot", port)).split(b"\r\n\r\n", 1)[1])["version"]
            self.server.write(replace_once(HELLO, "+ 16 #titleTop", "+ 17 #titleTop"))
            for index in (0, 15):
                versions, raw = self._change_versions(streams[index], version, 10)
                self.assertTrue([v for v in versions if v > version],
                                f"SSE client {index + 1} should get `event: change` with a version "
                                f"above {version}: {raw[-300:]!r}")

            # The 17th is refused (not streamed), and the server stays up.
            extra = socket.create_connection(("127.0.0.1", port), timeout=5)
            try:
                extra.sendall(get("/events", port).replace(b"close", b"keep-alive"))
                head = self._read_head(extra)
                refused = status_of(head) != 200 or b"text/event-stream" not in head.lower()
                self.assertTrue(refused, f"a 17th SSE client should be refused: {head[:200]!r}")
            finally:
                extra.close()

            # When one leaves, another may come at once: the server watches each event
            # stream's connection and frees its place as soon as the client closes it, with no
            # save (and no keep-alive comment) needed to find out.
            streams.pop().close()
            deadline, status = time.monotonic() + 2, None
            while time.monotonic() < deadline:
                again = socket.create_connection(("127.0.0.1", port), timeout=5)
                again.sendall(get("/events", port).replace(b"close", b"keep-alive"))
                head = self._read_head(again)
                status = status_of(head)
                if status == 200:
                    streams.append(again)
                    break
                again.close()
                time.sleep(0.05)
            self.assertEqual(status, 200, "a client should be accepted again once one has left")
        finally:
            for connection in streams:
                connection.close()
        self.assertEqual(status_of(self.request(get("/", port))), 200, "the server is still up")

    def _read_head(self, connection, timeout=5):
        """The response's status line and headers (or what came before the connection closed)."""
        connection.settimeout(timeout)
        data = b""
        try:
            while b"\r\n\r\n" not in data:
                chunk = connection.recv(4096)
                if not chunk:
                    break
                data += chunk
        except (socket.timeout, ConnectionResetError):
            pass
        return data

    def _change_versions(self, connection, old, timeout):
        """The versions of the `change` events read until one is above `old` (or `timeout`)."""
        deadline, data, versions = time.monotonic() + timeout, b"", []
        while time.monotonic() < deadline:
            connection.settimeout(max(0.05, deadline - time.monotonic()))
            try:
                chunk = connection.recv(4096)
            except socket.timeout:
                break
            if not chunk:
                break
            data += chunk
            versions = []
            for block in data.replace(b"\r\n", b"\n").split(b"\n\n")[:-1]:
                lines = block.split(b"\n")
                if b"event: change" in lines or b"event:change" in lines:
                    payload = b"".join(line.split(b":", 1)[1].strip() for line in lines
                                       if line.startswith(b"data:"))
                    try:  # {"version": N}, or the bare number
                        value = json.loads(payload)
                        versions.append(value["version"] if isinstance(value, dict) else int(value))
                    except (ValueError, KeyError, TypeError):
                        versions.append(None)
            if [v for v in versions if v is not None and v > old]:
                break
        return [v for v in versions if v is not None], data


if __name__ == "__main__":
    unittest.main()
