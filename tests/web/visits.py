"""What the browser tests share: waiting for a page to be drawn."""

from __future__ import annotations

from playwright.sync_api import expect

READY = "() => document.body?.dataset.ready === 'true'"


def ready(page):
    """Wait until the page says it is drawn (body[data-ready=true]), then assert it. The wait is checked at every
    animation frame: ``expect``'s own retries back off to one every 500 ms, which left a page that was ready
    after 300 ms idle until 770 ms, on every visit."""
    page.wait_for_function(READY)
    expect(page.locator("body")).to_have_attribute("data-ready", "true")
