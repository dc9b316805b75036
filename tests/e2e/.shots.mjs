import { chromium, devices } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const shots = process.argv.slice(2);
for (const [i, spec] of shots.entries()) {
  const [path, mode, js] = spec.split('|');
  const context = await browser.newContext(mode === 'phone' ? { ...devices['Pixel 7'], javaScriptEnabled: js !== 'nojs' } : { viewport: { width: 1280, height: 900 }, javaScriptEnabled: js !== 'nojs' });
  const page = await context.newPage();
  await page.addInitScript(() => sessionStorage.setItem('swx.introShown', '1'));
  await page.goto('http://localhost:8080' + path);
  await page.waitForTimeout(js === 'nojs' ? 300 : 2500);
  await page.screenshot({ path: `/tmp/shot-${i}.png` });
  await context.close();
}
await browser.close();
