// The unit circle of the AR/VR page; a file rather than inline, as its Content-Security-Policy runs no inline script.
const svg = document.getElementById("circle");
const slider = document.getElementById("angle");
const show = (id, value) => (document.getElementById(id).textContent = value);
function draw(degrees) {
  const radians = (degrees * Math.PI) / 180;
  const x = Math.cos(radians);
  const y = -Math.sin(radians); // SVG's y axis points down
  for (const [id, attributes] of Object.entries({
    radius: { x2: x, y2: y },
    point: { cx: x, cy: y },
    sine: { x1: x, x2: x, y1: 0, y2: y },
    cosine: { x2: x },
  })) {
    for (const [name, value] of Object.entries(attributes)) document.getElementById(id).setAttribute(name, value);
  }
  show("angle-out", `${degrees}°`);
  show("sin-out", Math.sin(radians).toFixed(3));
  show("cos-out", Math.cos(radians).toFixed(3));
  show("tan-out", Math.abs(Math.cos(radians)) < 1e-9 ? "undefined" : Math.tan(radians).toFixed(3));
  slider.value = degrees;
}
slider.addEventListener("input", () => draw(Number(slider.value)));
svg.addEventListener("pointermove", (event) => {
  if (event.buttons !== 1) return;
  const box = svg.getBoundingClientRect();
  const x = ((event.clientX - box.left) / box.width) * 2.6 - 1.3;
  const y = ((event.clientY - box.top) / box.height) * 2.6 - 1.3;
  draw((Math.round((Math.atan2(-y, x) * 180) / Math.PI) + 360) % 360);
});
draw(30);
