"""Page helpers for the gauge widget (widget/gauge-widget.js) in JupyterLab and Notebook 7."""

# Records, in the page, each click on the first widget's picture and each time that picture is
# swapped for the kernel's next SVG (performance.now(), milliseconds).
PROBE = """() => {
    const picture = document.querySelector('.gauge-widget .gauge-picture');
    window.gaugeProbe = {changes: [], clicks: []};
    new MutationObserver(() => window.gaugeProbe.changes.push(performance.now()))
        .observe(picture, {childList: true});
    picture.addEventListener('click', () => window.gaugeProbe.clicks.push(performance.now()), {capture: true});
}"""


def wait_widgets(page, count, timeout=30):
    """Waits until `count` gauge widgets have drawn their pictures."""
    page.wait_for_function(f"document.querySelectorAll('.gauge-widget svg').length == {count}",
                           timeout=timeout * 1000)


def percent_label(page, index):
    """The percent label of sector `index` of the first widget's donut: the labels sit inside
    their sectors, in data order, so clicking one is a tap on that sector. Visible ones only: a
    moving label's reduced-motion twin (hidden unless the user asks for reduced motion) follows
    it in the SVG."""
    return page.locator(".gauge-widget").first.locator("svg text[font-size='11']:visible").nth(index)
