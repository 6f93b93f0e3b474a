// gauge's interactive view: an anywidget ES module (plain JavaScript, no build step, no
// network). LANGUAGE.md "Touching the chart".
//
// It shows the kernel's SVG inline, so its SMIL keyframes run; maps a pointer to the chart's
// terms (a sector chart's cumulative value axis, a bar's category) with the mark regions the
// kernel sends beside the picture; sends that touch; and swaps in the kernel's next picture.
// The kernel alone knows the selection rule and draws the picture. At most one touch is in
// flight: while the kernel works, newer touches replace the pending one (the latest wins), so a
// fast drag never queues more work than one frame behind the pointer.

const STYLE = `
.gauge-widget { position: relative; display: inline-block; font: 12px system-ui, sans-serif; }
.gauge-widget .gauge-picture svg { display: block; cursor: pointer; }
.gauge-widget .gauge-tip { position: absolute; pointer-events: none; padding: 2px 6px;
  border-radius: 4px; background: rgba(0, 0, 0, 0.78); color: #fff; white-space: nowrap; }
.gauge-widget .gauge-slider { display: flex; align-items: center; gap: 8px; margin-top: 6px; }
.gauge-widget .gauge-slider input { flex: 1; }
`;

/** A number as the kernel prints it: at most 6 significant digits. */
function formatNumber(value) {
  return Number.isFinite(value) ? String(Number(value.toPrecision(6))) : "";
}

/** Degrees from 12 o'clock, clockwise, of `point` around `center` (both SVG points). */
function angleAround(center, point) {
  const degrees = (Math.atan2(point.x - center[0], center[1] - point.y) * 180) / Math.PI;
  return degrees < 0 ? degrees + 360 : degrees;
}

/**
 * The mark under `point` (SVG coordinates): `{ sector, value }` with the position on the
 * cumulative value axis, `{ bar }`, or `null` outside every mark.
 */
export function markAt(marks, point) {
  if (!marks || !point) return null;
  if (marks.center && marks.total > 0) {
    const angle = angleAround(marks.center, point);
    const radius = Math.hypot(point.x - marks.center[0], point.y - marks.center[1]);
    const sector = marks.sectors.find((s) => angle >= s.start && angle <= s.end && s.end > s.start);
    if (!sector || radius < sector.inner - 1 || radius > sector.outer + 1) return null;
    return { sector, value: (angle / 360) * marks.total };
  }
  const bar = (marks.bars || []).find(
    (b) => point.x >= b.x && point.x <= b.x + b.width && point.y >= b.y && point.y <= b.y + b.height,
  );
  return bar ? { bar } : null;
}

function render({ model, el }) {
  const root = document.createElement("div");
  root.className = "gauge-widget";
  const style = document.createElement("style");
  style.textContent = STYLE;
  const picture = document.createElement("div");
  picture.className = "gauge-picture";
  const tip = document.createElement("div");
  tip.className = "gauge-tip";
  tip.hidden = true;
  root.append(style, picture, tip);
  el.append(root);

  // One touch in flight; `pending` holds the latest one asked for meanwhile.
  let inFlight = false;
  let pending = null;
  let sequence = 0;
  let watchdog = 0;
  function send(touch) {
    if (inFlight) {
      pending = touch;
      return;
    }
    inFlight = true;
    sequence += 1;
    model.send({ ...touch, seq: sequence });
    // A kernel that never answers (restarted, busy for long) must not freeze the view.
    clearTimeout(watchdog);
    watchdog = setTimeout(done, 5000);
  }
  function done() {
    clearTimeout(watchdog);
    inFlight = false;
    if (pending) {
      const next = pending;
      pending = null;
      send(next);
    }
  }
  function onMessage(message) {
    if (message && message.event === "done") done();
  }
  model.on("msg:custom", onMessage);

  function draw() {
    picture.innerHTML = model.get("svg") || "";
  }
  draw();
  model.on("change:svg", draw);

  function svgPoint(event) {
    const svg = picture.querySelector("svg");
    const matrix = svg && svg.getScreenCTM();
    if (!matrix) return null;
    return new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
  }

  function onClick(event) {
    if (!model.get("touchable")) return;
    const hit = markAt(model.get("marks"), svgPoint(event));
    if (hit && hit.sector) send({ event: "angle", value: hit.value });
    else if (hit && hit.bar) send({ event: "label", label: hit.bar.category });
    else send({ event: "clear" });
  }
  function onMove(event) {
    const hit = markAt(model.get("marks"), svgPoint(event));
    const mark = hit && (hit.sector || hit.bar);
    if (!mark) {
      tip.hidden = true;
      return;
    }
    const label = hit.sector ? mark.label : mark.series ? `${mark.category} · ${mark.series}` : mark.category;
    tip.textContent = `${label}: ${formatNumber(mark.value)}`;
    const box = root.getBoundingClientRect();
    tip.style.left = `${event.clientX - box.left + 12}px`;
    tip.style.top = `${event.clientY - box.top + 12}px`;
    tip.hidden = false;
  }
  function onLeave() {
    tip.hidden = true;
  }
  picture.addEventListener("click", onClick);
  picture.addEventListener("pointermove", onMove);
  picture.addEventListener("pointerleave", onLeave);

  let input = null;
  let readout = null;
  const binding = model.get("slider");
  if (binding) {
    const row = document.createElement("label");
    row.className = "gauge-slider";
    const caption = document.createElement("span");
    caption.textContent = `${model.get("name")}.${binding.key}`;
    input = document.createElement("input");
    input.type = "range";
    input.min = String(binding.min);
    input.max = String(binding.max);
    input.step = binding.step ? String(binding.step) : "any";
    input.value = String(binding.value);
    input.setAttribute("aria-label", caption.textContent);
    readout = document.createElement("output");
    readout.textContent = formatNumber(binding.value);
    row.append(caption, input, readout);
    root.append(row);
    input.addEventListener("input", () => {
      readout.textContent = formatNumber(Number(input.value));
      send({ event: "slide", value: Number(input.value) });
    });
  }
  function onSlider() {
    const next = model.get("slider");
    // While the reader drags, the thumb stays under the finger; the kernel's value shows after.
    if (!input || !next || inFlight || pending) return;
    input.value = String(next.value);
    readout.textContent = formatNumber(next.value);
  }
  model.on("change:slider", onSlider);

  return () => {
    clearTimeout(watchdog);
    model.off("msg:custom", onMessage);
    model.off("change:svg", draw);
    model.off("change:slider", onSlider);
  };
}

export default { render };
