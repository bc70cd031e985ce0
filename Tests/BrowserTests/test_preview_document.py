"""`truss preview` of a layout document in a real headless Chromium (issue 17).

The document is a copy of Examples/documents/hello.yaml; the frames the page must draw are
the ones `truss frames` prints for the same file and options (the command-line tool, not the
server), and the constraint edits below were chosen so that the views really move.
"""

import re
import time
import unittest

from harness import (BrowserTestCase, PreviewServer, close, describe, example, line_of,
                     replace_once, truss_error, truss_frames, VERSION_JS, FRAME_OF_JS)

HELLO = example("Examples/documents/hello.yaml")
TITLE_TOP = '"title.top == root.safeArea.top + 16 #titleTop"'


def with_title_top(constant):
    """hello.yaml with the title's distance from the safe area's top changed."""
    return replace_once(HELLO, TITLE_TOP, f'"title.top == root.safeArea.top + {constant} #titleTop"')


# Records the title's box on every animation frame from now on (to see the move animated).
TRACK_JS = """
(frameOf) => {
  const frame = eval(frameOf);
  window.__track = [];
  const step = () => {
    const box = frame('title');
    if (box) window.__track.push(box[1]);
    if (window.__track.length < 600) window.__trackHandle = requestAnimationFrame(step);
  };
  window.__trackHandle = requestAnimationFrame(step);
}
"""


class PreviewDocumentTests(BrowserTestCase):

    def setUp(self):
        self.server = PreviewServer("hello.yaml", HELLO).__enter__()
        self.addCleanup(self._stop_server)
        self.page = self.open_page(self.server)

    def _stop_server(self):
        self.server.__exit__(None, None, None)

    def test_draws_and_follows_a_save_without_reloading(self):
        page, server = self.page, self.server
        expected = truss_frames(server.path)
        for view in ("title", "subtitle", "start"):
            self.wait_for_frame(page, view, expected[view], message=f"the first drawing of {view}")
        version = page.evaluate(VERSION_JS)
        self.assertEqual(str(server.snapshot()["version"]), version,
                         "document.body.dataset.version should be the snapshot's version")

        # Move the title 40 points down: the title, the subtitle and the card follow it.
        page.evaluate(TRACK_JS, FRAME_OF_JS)
        server.write(with_title_top(56))
        moved = truss_frames(server.path)
        self.assertNotEqual(moved["title"], expected["title"], "the edit should move the title")
        self.assertEqual(moved["title"][1], expected["title"][1] + 40)
        new_version = self.wait_for_version_change(page, version, message="after the save")
        self.assertNotEqual(new_version, version)
        for view in ("title", "subtitle"):
            self.wait_for_frame(page, view, moved[view], message=f"after the save, {view}")
        self.wait_for_frame(page, "start", moved["start"], message="after the save, start")
        self.assert_not_reloaded(page, "a save")

        # The move is animated: some animation frame drew the title between its two places.
        track = page.evaluate("() => { cancelAnimationFrame(window.__trackHandle); return window.__track; }")
        old_y, new_y = expected["title"][1], moved["title"][1]
        between = [y for y in track if old_y + 0.5 < y < new_y - 0.5]
        self.assertTrue(between, f"the title should be animated from y {old_y:g} to {new_y:g}; "
                                 f"the animation frames drew it at {sorted(set(round(y, 2) for y in track))}")
        self.assertEqual(self.page_errors, [], "the page should raise no script errors")

    def test_device_and_right_to_left_from_the_device_bar(self):
        page, server = self.page, self.server
        base = truss_frames(server.path)
        self.wait_for_frame(page, "card", base["card"], message="the first drawing")
        device = "iPhone SE (1st generation)"
        self.select(page, "#device", device)
        small = truss_frames(server.path, "--device", device)
        self.assertLess(small["card"][2], base["card"][2], "the card is narrower on the SE")
        self.wait_for_frame(page, "card", small["card"], message=f"on the {device}")
        self.wait_for_frame(page, "start", small["start"], message=f"on the {device}")
        width = page.evaluate("() => document.querySelector('#drawing svg').viewBox.baseVal.width")
        self.assertGreaterEqual(width, 320, "the drawing should be the SE's window, 320 wide")
        self.assertLess(width, 393, f"the drawing should be the SE's window, not 393 wide: {width}")

        page.check("#rtl")
        mirrored = truss_frames(server.path, "--device", device, "--rtl")
        self.assertNotEqual(mirrored["title"][0], small["title"][0], "RTL mirrors the title")
        self.assertAlmostEqual(mirrored["title"][0], 320 - small["title"][0] - small["title"][2],
                               places=2)
        self.wait_for_frame(page, "title", mirrored["title"], message=f"right to left on the {device}")
        self.assertEqual(page.evaluate("() => document.querySelector('#device').value !== ''"), True)

        # A save keeps the chosen device and direction.
        version = page.evaluate(VERSION_JS)
        server.write(with_title_top(30))
        self.wait_for_version_change(page, version, message="after a save in RTL on the SE")
        after = truss_frames(server.path, "--device", device, "--rtl")
        self.wait_for_frame(page, "title", after["title"],
                            message="after a save, the device and RTL chosen in the bar")
        self.assertTrue(page.is_checked("#rtl"), "a save should keep RTL checked")
        page.uncheck("#rtl")
        self.wait_for_frame(page, "title", truss_frames(server.path, "--device", device)["title"],
                            message="RTL unchecked")
        self.assert_not_reloaded(page, "device and RTL changes")

    def test_hovering_a_view_shows_its_constraints(self):
        page, server = self.page, self.server
        frames = truss_frames(server.path)
        self.wait_for_frame(page, "start", frames["start"], message="the first drawing")
        box = page.locator('#drawing [data-view="start"]').first.bounding_box()
        self.assertIsNotNone(box, "the start button should be drawn")
        # Near its leading edge: the centre is its title label's (a subview of its own).
        page.mouse.move(box["x"] + box["width"] * 0.08, box["y"] + box["height"] / 2)
        inspector = page.locator("#inspector")
        try:
            page.wait_for_function(
                "() => document.querySelectorAll('#inspector li.constraint').length > 0")
        except Exception as error:
            raise AssertionError("hovering the start button should list its constraints in "
                                 f"#inspector; it shows {inspector.inner_text()!r}") from error
        text = inspector.inner_text()
        self.assertIn("start", text, "the inspector should name the hovered view")
        x, y, width, height = frames["start"]
        self.assertRegex(text, r"96\.6\d*", "the inspector should show the frame's x (96.667)")
        self.assertRegex(text, r"\b768\b", "the inspector should show the frame's y (768)")

        items = page.locator("#inspector li.constraint")
        texts = [items.nth(index).inner_text() for index in range(items.count())]
        classes = [items.nth(index).get_attribute("class") or "" for index in range(items.count())]
        snapshot = server.snapshot()["snapshot"]
        listed = next(view for view in snapshot["views"] if view["id"] == "start")
        self.assertEqual(len(texts), len(listed["constraints"]),
                         f"one li.constraint per constraint affecting start: {texts}")
        low = [t for t in texts if re.search(r"\b750\b", t) and "bottom" in t]
        self.assertTrue(low, f"the bottom constraint at priority 750 should be listed: {texts}")
        self.assertTrue([t for t in texts if "width" in t and (">=" in t or "≥" in t)],
                        f"start.width >= 200 should be listed: {texts}")
        self.assertTrue([t for t in texts if re.search(r"\b1000\b|required", t)],
                        f"a required constraint should show its priority: {texts}")
        for text_, class_ in zip(texts, classes):
            both = f"{text_} {class_}"
            self.assertRegex(both, r"(?i)\bactive|inactive",
                             f"each constraint should say whether it is active: {text_!r}")
            self.assertRegex(both, r"(?i)satisfied|broken",
                             f"each constraint should say whether it is satisfied: {text_!r}")

        # Another view hovered: the inspector follows (the title's named constraint, line 29).
        box = page.locator('#drawing [data-view="title"]').first.bounding_box()
        page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        try:
            page.wait_for_function(
                "() => [...document.querySelectorAll('#inspector li.constraint')]"
                ".some(li => li.textContent.includes('titleTop'))", timeout=3000)
        except Exception as error:
            raise AssertionError("hovering the title should list its constraints, titleTop among "
                                 f"them; #inspector shows {inspector.inner_text()!r}") from error
        self.assertNotIn("start.width", inspector.inner_text(), "the start button's are gone")

    def test_a_broken_save_shows_the_error_and_keeps_the_drawing(self):
        page, server = self.page, self.server
        good = truss_frames(server.path)
        self.wait_for_frame(page, "title", good["title"], message="the first drawing")
        self.assertIsNone(self.error_text(page), "#error should be hidden while all is fine")

        # A YAML syntax error: a key indented by three spaces under the button.
        broken = replace_once(HELLO, "    text: Get started\n", "    text: Get started\n   bad: indent\n")
        line, column = line_of(broken, "   bad: indent")
        server.write(broken)
        cli = truss_error(server.path)
        self.assertIn(f":{line}:", cli, "truss frames locates the YAML error on its line")
        text = self.wait_for_error(page, rf":{line}:\d+", message="a YAML syntax error")
        self.assertIn("hello.yaml", text, "the error should name the file")
        self.assertEqual(re.search(r":(\d+):(\d+)", text).groups(),
                         re.search(r":(\d+):(\d+)", cli).groups(),
                         f"the page's line and column should be truss's: {text!r} vs {cli!r}")
        self.assertTrue(close(self.frame_of(page, "title"), good["title"]),
                        "the last good drawing should stay while the document is broken: "
                        f"title at {describe(self.frame_of(page, 'title'))}")

        # An unknown view: a document error, with its line and column too.
        unknown = replace_once(HELLO, "  - start.width >= 200", "  - start.width >= nosuch.width")
        line, column = line_of(unknown, "nosuch.width")
        server.write(unknown)
        text = self.wait_for_error(page, rf":{line}:{column}\b", message="an unknown view")
        self.assertIn("nosuch", text, "the error should name the unknown view")
        self.assertTrue(close(self.frame_of(page, "title"), good["title"]),
                        "the last good drawing should stay")

        # Fixed, and moved: the error goes, the new drawing comes.
        version = page.evaluate(VERSION_JS)
        server.write(with_title_top(40))
        fixed = truss_frames(server.path)
        self.wait_for_no_error(page, message="after the fix")
        self.wait_for_version_change(page, version, message="after the fix")
        self.wait_for_frame(page, "title", fixed["title"], message="after the fix")
        self.assert_not_reloaded(page, "broken and fixed saves")

    def test_an_overlay_toggle_hides_its_group(self):
        page = self.page
        toggles = page.eval_on_selector_all(
            "input[data-overlay-toggle]",
            "(inputs) => inputs.map(i => [i.dataset.overlayToggle, i.checked])")
        self.assertTrue(toggles, "the page should have overlay toggles (input[data-overlay-toggle])")
        camel = lambda name: re.sub(r"-(\w)", lambda m: m.group(1).upper(), name)
        visible_js = """(names) => names.some(name => [...document.querySelectorAll(
            `#drawing [data-overlay="${name}"]`)].some(g => g.getBoundingClientRect().width > 0 &&
            getComputedStyle(g).display !== 'none' && getComputedStyle(g).visibility !== 'hidden'))"""
        for name, checked in toggles:
            names = sorted({name, camel(name)})
            if checked and page.evaluate(visible_js, names):
                break
        else:
            self.fail(f"some overlay should be on and drawn (the safe area is, by default): {toggles}")
        toggle = f'input[data-overlay-toggle="{name}"]'
        page.uncheck(toggle)
        page.wait_for_function(f"(names) => !({visible_js})(names)", arg=names, timeout=3000)
        page.check(toggle)
        page.wait_for_function(visible_js, arg=names, timeout=3000)
        self.assert_not_reloaded(page, "overlay toggles")


if __name__ == "__main__":
    unittest.main()
