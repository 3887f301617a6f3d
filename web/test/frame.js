// Test-only: frames one widget and fits the frame to the height it reports.
window.sglabHeights = [];
window.addEventListener('message', (event) => {
  if (event.data?.source !== 'sglab' || event.data.type !== 'height') return;
  window.sglabHeights.push(event.data);
  document.getElementById('frame').height = String(event.data.height);
});
const params = new URLSearchParams(location.search);
document.getElementById('frame').src = `../embed.html?${params}`;
