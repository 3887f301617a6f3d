// Test-only: records every sglab event that reaches the document, for the tests to read.
window.sglabEvents = [];
for (const name of ['sg-move', 'sg-select', 'sg-error']) {
  document.addEventListener(name, (event) => {
    window.sglabEvents.push({ name, target: event.target.id, detail: event.detail, composed: event.composed, bubbles: event.bubbles });
  });
}
