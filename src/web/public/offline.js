// The offline page's button: loads the page the customer wanted once more.
document.getElementById('reload')?.addEventListener('click', () => window.location.reload());
