// The offline page: try again on request, and by itself as soon as the browser is back online.
const reload = () => window.location.reload();
document.getElementById('reload')?.addEventListener('click', reload);
window.addEventListener('online', reload);
