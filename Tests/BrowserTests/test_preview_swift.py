"""`truss preview` of a Swift file in a real headless Chromium (issue 17).

The file is a copy of Examples/swift/ProfileCard.swift: a card with the avatar at the leading
margin (16 points in), the names stack `spacing` after the avatar, and the bio `spacing` below
it. Changing `spacing` from 12 to 24 moves the names 12 points right and the bio 12 points down
within the card; a compile error shows its line and column and keeps the last good drawing.

The first preview of a Swift file on a machine builds the preview runtime (a minute or two);
TRUSS_SWIFT_FIRST_BUILD_TIMEOUT (seconds, default 300) bounds that wait.
"""

import os
import time
import unittest

from harness import (BrowserTestCase, PreviewServer, close, describe, example, line_of,
                     replace_once, VERSION_JS)

SPACING = "let spacing: CGFloat = 12"
FIRST_BUILD = float(os.environ.get("TRUSS_SWIFT_FIRST_BUILD_TIMEOUT", "300"))
REBUILD = 60.0  # seconds for a recompile of the edited file (a few seconds expected)


def card():
    return example("Examples/swift/ProfileCard.swift")


def with_spacing(text):
    return replace_once(card(), SPACING, f"let spacing: CGFloat = {text}")


class PreviewSwiftTests(BrowserTestCase):

    def relative(self, page, view, to="card"):
        """The frame of `view` relative to the card's origin, in the drawing's points."""
        frame, card = self.frame_of(page, view), self.frame_of(page, to)
        if frame is None or card is None:
            return None
        return [frame[0] - card[0], frame[1] - card[1], frame[2], frame[3]]

    def wait_for_relative(self, page, view, expected, timeout, message):
        deadline = time.monotonic() + timeout
        found = None
        while time.monotonic() < deadline:
            found = self.relative(page, view)
            if close(found, expected):
                return found
            time.sleep(0.1)
        self.fail(f"{message}: [data-view={view}] should be at {describe(expected)} in the card; "
                  f"it is at {describe(found)}; {self._page_state(page)}")

    def test_swift_file_draws_follows_saves_and_shows_compile_errors(self):
        with PreviewServer("ProfileCard.swift", card(), start_timeout=60) as server:
            page = self.open_page(server, timeout=int(FIRST_BUILD * 1000))
            page.set_default_timeout(int(REBUILD * 1000))
            avatar = self.relative(page, "avatar")
            self.assertTrue(close(avatar, [16, 16, 64, 64]),
                            f"the avatar should be 64 x 64 at the card's margins: {describe(avatar)}")
            names, bio = self.relative(page, "names"), self.relative(page, "bio")
            self.assertIsNotNone(names, "the names stack should be drawn ([data-view=names])")
            self.assertIsNotNone(bio, "the bio should be drawn ([data-view=bio])")
            self.assertAlmostEqual(names[0], 16 + 64 + 12, delta=0.51,
                                   msg=f"the names 12 after the avatar: {describe(names)}")
            self.assertAlmostEqual(bio[1], 16 + 64 + 12, delta=0.51,
                                   msg=f"the bio 12 below the avatar: {describe(bio)}")

            # Spacing 12 -> 24: the names move right, the bio down, both by 12.
            version = page.evaluate(VERSION_JS)
            server.write(with_spacing("24"))
            self.wait_for_version_change(page, version, timeout=int(REBUILD * 1000),
                                         message="after changing the spacing")
            moved_bio = [bio[0], bio[1] + 12, bio[2], bio[3]]
            self.wait_for_relative(page, "bio", moved_bio, 5, "spacing 24")
            moved_names = self.relative(page, "names")
            self.assertAlmostEqual(moved_names[0], names[0] + 12, delta=0.51,
                                   msg=f"the names should move 12 right: {describe(moved_names)}")
            self.assert_not_reloaded(page, "a save of the Swift file")
            self.assertIsNone(self.error_text(page), "#error should be hidden after a good build")

            # A compile error: its line and column in the page, the last good drawing kept.
            broken = with_spacing("twelve")
            line, column = line_of(broken, "twelve")
            server.write(broken)
            text = self.wait_for_error(page, rf":{line}:{column}\b", timeout=REBUILD,
                                       message="a compile error")
            self.assertIn("ProfileCard.swift", text, "the error should name the file")
            self.assertIn("twelve", text, "the error should be the compiler's message")
            self.assertTrue(close(self.relative(page, "bio"), moved_bio),
                            "the last good drawing should stay while the file does not compile")

            # Fixed: the error goes and the drawing follows the new constant.
            version = page.evaluate(VERSION_JS)
            server.write(with_spacing("20"))
            self.wait_for_no_error(page, timeout=REBUILD, message="after fixing the compile error")
            self.wait_for_version_change(page, version, timeout=int(REBUILD * 1000),
                                         message="after fixing the compile error")
            self.wait_for_relative(page, "bio", [bio[0], bio[1] + 8, bio[2], bio[3]], 5,
                                   "spacing 20 after the fix")
            self.assert_not_reloaded(page, "a compile error and its fix")
            self.assertEqual(self.page_errors, [], "the page should raise no script errors")


if __name__ == "__main__":
    unittest.main()
