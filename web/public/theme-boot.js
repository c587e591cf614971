// Applies the persisted theme and direction (spec 9's isDark and isRTL) before the first paint.
try {
  var dark = JSON.parse(localStorage.getItem('isDark') || 'false');
  var rtl = JSON.parse(localStorage.getItem('isRTL') || 'false');
  document.documentElement.dataset.theme = dark ? 'dark' : 'light';
  document.documentElement.dir = rtl ? 'rtl' : 'ltr';
} catch {
  // storage unavailable: the defaults apply
}
