import { readFile } from 'node:fs/promises'

import { expect, test } from '@playwright/test'

import {
  billingDraft,
  customerEmail,
  legacyFiller,
  logInAtIdentityService,
  mainAlert,
  recordedRequests,
  sandboxCall,
  seedCardPaymentDraft,
  seedDraft,
  sessionToken,
  signer,
  storedKey,
} from './support/shop'

const SESSION_EXPIRED = 'Platnost přihlášení vypršela. Pro pokračování se prosím přihlašte znovu.'

test.afterEach(async () => {
  await sandboxCall('/__sandbox/faults', undefined, 'DELETE')
})

test('anonymous customer buys a licence by card and downloads the invoice', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000)
  const email = customerEmail(testInfo, 'kupujici')

  // step one: the server-rendered product list
  const response = await page.goto('/eshop')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Vyberte si licenci')
  const signerCard = page.getByRole('article', { name: 'Signer – roční licence' })
  await expect(signerCard).toContainText('990 Kč')
  await expect(signerCard).toContainText('bez DPH')
  await expect(page.getByRole('link', { name: 'Přihlásit' })).toBeVisible()

  // step transitions are client-side: a marker on window survives them
  await page.evaluate(
    () => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true),
  )
  const sameDocument = () =>
    page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)
  await signerCard.getByRole('button', { name: 'Vybrat Signer – roční licence' }).click()
  await expect(page).toHaveURL('/eshop/cart')
  expect(await sameDocument()).toBe(true)
  const dataLayer = await page.evaluate(() => (window as { dataLayer?: unknown[] }).dataLayer)
  expect(dataLayer).toContainEqual(
    expect.objectContaining({
      event: 'add-to-cart',
      ecommerce: expect.objectContaining({
        items: [expect.objectContaining({ item_id: '1', item_brand: '602', quantity: 1 })],
      }),
    }),
  )

  // step two: quantity, then the identity service
  await expect(page.getByText('Signer – roční licence').first()).toBeVisible()
  await page.getByLabel('Počet licencí').fill('0')
  await page.getByRole('button', { name: 'Přihlásit se a pokračovat' }).click()
  await expect(page.getByText('Zadejte počet licencí jako celé číslo od 1 do 1000')).toBeVisible()
  await page.getByLabel('Počet licencí').fill('2')
  await expect(page.getByTestId('order-total')).toHaveText(/1\s980\sKč/)
  await page.getByRole('button', { name: 'Přihlásit se a pokračovat' }).click()
  await logInAtIdentityService(page, email)

  // back through /secustamp/authorize to the payment step, logged in
  await expect(page).toHaveURL('/eshop/payment')
  await expect(page.getByTestId('account-email')).toHaveText(email.toLowerCase())
  expect(await storedKey(page, 'authToken')).toMatch(/^ey/)
  expect(await storedKey(page, 'userEmail')).toBe(email.toLowerCase())

  // step three
  await page.getByRole('button', { name: 'Pokračovat k fakturačním údajům' }).click()
  await expect(page.getByText('Vyberte prosím způsob platby')).toBeVisible()
  await page.getByLabel(/Platební kartou online/).check()
  await page.evaluate(
    () => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true),
  )
  await page.getByRole('button', { name: 'Pokračovat k fakturačním údajům' }).click()
  await expect(page).toHaveURL('/eshop/billing-info')
  expect(await sameDocument()).toBe(true)

  // step four: validation messages, then the details
  await page.getByRole('button', { name: 'Objednat a zaplatit' }).click()
  await expect(page.getByText('Bez této položky se neobejdeme').first()).toBeVisible()
  await page.getByLabel('Jméno a příjmení').fill('Jan Novák Testovací')
  await page.getByLabel('E-mail').fill('jan.novak@firma')
  await page.getByLabel('Telefon').fill('12345')
  await page.getByLabel('Ulice a číslo popisné').fill('Hornokrčská 15')
  await page.getByLabel('Město').fill('Praha')
  await page.getByLabel('PSČ').fill('140 00')
  await page.getByLabel('Nakupuji na firmu').check()
  await page.getByLabel('Název firmy').fill('Testovací firma s.r.o.')
  await page.getByLabel('IČO', { exact: true }).fill('27082441')
  await page.getByRole('button', { name: 'Objednat a zaplatit' }).click()
  await expect(page.getByText('E-mail není ve správném formátu')).toBeVisible()
  await expect(page.getByText('Telefonní číslo je ve špatném formátu')).toBeVisible()
  await expect(page.getByText('IČO má 8 číslic a musí mít platný kontrolní součet')).toBeVisible()
  await expect(
    page.getByText('Pro dokončení objednávky je potřeba souhlasit s obchodními podmínkami'),
  ).toBeVisible()
  await page.getByLabel('E-mail').fill('jan.novak@firma.cz')
  await page.getByLabel('Telefon').fill('+420 777 123 456')
  await page.getByLabel('IČO', { exact: true }).fill('27082440')
  await page.getByLabel(/^DIČ/).fill('CZ27082440')
  await page.getByLabel(/Souhlasím s/).check()
  await page.getByRole('button', { name: 'Objednat a zaplatit' }).click()

  // the gateway of the sandbox
  await expect(page).toHaveURL(/\/gateway\//)
  const orders = await recordedRequests('/order')
  const body = orders.at(-1)?.body as Record<string, unknown>
  expect(body).toMatchObject({
    items: [{ product_id: 1, count: 2 }],
    name: 'Jan',
    surname: 'Novák Testovací',
    mail: 'jan.novak@firma.cz',
    phone: '+420 777 123 456',
    street_address: 'Hornokrčská 15',
    city: 'Praha',
    zip: '140 00',
    legal_entity_purchase: true,
    legal_entity_name: 'Testovací firma s.r.o.',
    ic: '27082440',
    dic: 'CZ27082440',
  })
  await page.getByRole('button', { name: 'Zaplatit' }).click()

  // /payment/authorize verifies and moves on
  await expect(page).toHaveURL('/eshop/thank-you')
  await expect(page.getByText('Platba proběhla úspěšně.')).toBeVisible()
  const orderId = await page.getByTestId('order-id').textContent()
  const verification = await recordedRequests(`/order/${orderId}/payment-verification`)
  expect(verification.at(-1)?.body).toMatchObject({ order_id: orderId, result: 'paid' })

  // order history and the invoice
  await page.getByRole('link', { name: 'Moje objednávky a faktury' }).click()
  await expect(page).toHaveURL('/eshop/order-history')
  const order = page.getByTestId('order')
  await expect(order).toHaveCount(1)
  await expect(order).toContainText(`Objednávka č. ${orderId}`)
  await expect(order).toContainText('Zaplacená')
  const downloading = page.waitForEvent('download')
  await order.getByRole('button', { name: /Stáhnout fakturu/ }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^faktura-.+\.pdf$/)
  const saved = testInfo.outputPath(download.suggestedFilename())
  await download.saveAs(saved)
  expect((await readFile(saved)).subarray(0, 5).toString('latin1')).toBe('%PDF-')

  // logout clears the token
  await page.getByRole('button', { name: 'Odhlásit' }).click()
  await expect(page.getByRole('link', { name: 'Přihlásit' }).first()).toBeVisible()
  expect(await storedKey(page, 'authToken')).toBeNull()
})

test('cancel and failure at the gateway keep the order; a retry pays it without a second order', async ({
  page,
}, testInfo) => {
  const email = customerEmail(testInfo, 'platba')
  await seedCardPaymentDraft(page, email)
  await page.goto('/eshop/billing-info')
  await expect(page.getByLabel('Jméno a příjmení')).toHaveValue('Jan Novák Testovací')
  await page.getByRole('button', { name: 'Objednat a zaplatit' }).click()
  await expect(page).toHaveURL(/\/gateway\//)
  await page.getByRole('button', { name: 'Zrušit' }).click()

  await expect(page).toHaveURL(/\/payment\/authorize\?/)
  // the provider's own description (spec 8 errorDescription)
  await expect(mainAlert(page)).toContainText(
    'Platba byla zrušena. Objednávku můžete zaplatit znovu.',
  )
  const cancelled = await recordedRequests('/order')
  const orderId = await storedKey(page, 'submittedOrderId')
  expect(orderId).toBeTruthy()

  await page.getByRole('button', { name: 'Zkusit zaplatit znovu' }).click()
  await expect(page).toHaveURL(/\/gateway\//)
  await page.getByRole('button', { name: 'Chyba platby' }).click()
  await expect(mainAlert(page)).toContainText('Banka ji zamítla')

  // back to the form and submit again: same draft, same order
  await page.getByRole('link', { name: 'Upravit fakturační údaje' }).click()
  await expect(page.getByLabel('Město')).toHaveValue('Praha')
  await page.getByRole('button', { name: 'Objednat a zaplatit' }).click()
  await expect(page).toHaveURL(/\/gateway\//)
  await page.getByRole('button', { name: 'Zaplatit' }).click()
  await expect(page).toHaveURL('/eshop/thank-you')
  await expect(page.getByTestId('order-id')).toHaveText(orderId ?? '')
  await expect(page.getByText('Platba proběhla úspěšně.')).toBeVisible()
  expect((await recordedRequests('/order')).length).toBe(cancelled.length)
  // a reload cannot know the payment result any more: the page says so rather than claim it
  await page.reload()
  await expect(page.getByTestId('order-id')).toHaveText(orderId ?? '')
  await expect(page.getByText('Stav její platby vidíte v přehledu objednávek.')).toBeVisible()
})

test.describe('guards redirect a typed URL', () => {
  test('with nothing chosen every step leads back to step one', async ({ page }) => {
    await seedDraft(page, {})
    for (const path of ['/eshop/cart', '/eshop/payment', '/eshop/billing-info']) {
      await page.goto(path)
      await expect(page, path).toHaveURL('/eshop')
    }
    await page.goto('/eshop/thank-you')
    await expect(page).toHaveURL('/eshop')
  })

  test('an anonymous customer with a product is sent to the cart', async ({ page }) => {
    await seedDraft(page, { selectedProduct: signer, paymentType: 'card' })
    for (const path of ['/eshop/payment', '/eshop/billing-info']) {
      await page.goto(path)
      await expect(page, path).toHaveURL('/eshop/cart')
      await expect(page.getByRole('button', { name: 'Přihlásit se a pokračovat' })).toBeVisible()
    }
  })

  test('a quantity below one is sent to the cart', async ({ page }, testInfo) => {
    const email = customerEmail(testInfo, 'pocet')
    await seedDraft(page, {
      selectedProduct: signer,
      quantity: '0',
      authToken: await sessionToken(email),
      userEmail: email,
    })
    await page.goto('/eshop/payment')
    await expect(page).toHaveURL('/eshop/cart')
  })

  test('a product the licence check refuses is sent to the cart', async ({ page }, testInfo) => {
    const email = customerEmail(testInfo, 'licence')
    await seedDraft(page, {
      selectedProduct: legacyFiller,
      authToken: await sessionToken(email),
      userEmail: email,
    })
    await page.goto('/eshop/payment')
    await expect(page).toHaveURL('/eshop/cart')
    await expect(mainAlert(page)).toContainText('Tento produkt teď nelze zakoupit online.')
  })

  test('billing info without a payment type goes to the payment step', async ({
    page,
  }, testInfo) => {
    const email = customerEmail(testInfo, 'typ')
    await seedDraft(page, {
      selectedProduct: signer,
      authToken: await sessionToken(email),
      userEmail: email,
    })
    await page.goto('/eshop/billing-info')
    await expect(page).toHaveURL('/eshop/payment')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Způsob platby')
  })

  test('thank-you without a submitted order goes to billing info', async ({ page }, testInfo) => {
    const email = customerEmail(testInfo, 'dekujeme')
    await seedDraft(page, {
      selectedProduct: signer,
      paymentType: 'card',
      authToken: await sessionToken(email),
      userEmail: email,
    })
    await page.goto('/eshop/thank-you')
    await expect(page).toHaveURL('/eshop/billing-info')
  })

  test('an unknown shop path is a 404', async ({ page }) => {
    const response = await page.goto('/eshop/neexistuje')
    expect(response?.status()).toBe(404)
  })
})

test('a reload or a new tab keeps the draft in every step', async ({ page, context }, testInfo) => {
  const email = customerEmail(testInfo, 'obnoveni')
  await seedDraft(page, {})
  await page.goto('/eshop')
  await page.getByRole('button', { name: 'Vybrat SOFA – tarif Základ, roční předplatné' }).click()
  await expect(page).toHaveURL('/eshop/cart')
  await page.getByLabel('Počet licencí').fill('3')
  await page.reload()
  await expect(page.getByLabel('Počet licencí')).toHaveValue('3')
  await expect(page.getByText('SOFA – tarif Základ, roční předplatné').first()).toBeVisible()

  await page.evaluate(
    ({ token, mail }) => {
      localStorage.setItem('authToken', token)
      localStorage.setItem('userEmail', mail)
    },
    { token: await sessionToken(email), mail: email },
  )
  await page.goto('/eshop/payment')
  await page.getByLabel(/Platební kartou online/).check()
  await page.reload()
  await expect(page.getByLabel(/Platební kartou online/)).toBeChecked()
  await page.getByRole('button', { name: 'Pokračovat k fakturačním údajům' }).click()

  await page.getByLabel('Jméno a příjmení').fill('Eva Svobodová')
  await page.getByLabel('Město').fill('Brno')
  await page.getByLabel('Poznámka k objednávce').fill('Rozpracováno')
  await page.reload()
  await expect(page.getByLabel('Jméno a příjmení')).toHaveValue('Eva Svobodová')
  await expect(page.getByLabel('Město')).toHaveValue('Brno')
  await expect(page.getByLabel('Poznámka k objednávce')).toHaveValue('Rozpracováno')

  const second = await context.newPage()
  await second.goto('/eshop/billing-info')
  await expect(second.getByLabel('Jméno a příjmení')).toHaveValue('Eva Svobodová')
  await expect(second.getByTestId('order-total')).toHaveText(/35\s700\sKč/)
  await second.close()

  expect(await storedKey(page, 'quantity')).toBe('3')
  expect(await storedKey(page, 'paymentType')).toBe('card')
  expect(await storedKey(page, 'city')).toBe('Brno')
})

test('corrupt stored values are dropped, not crashed on', async ({ page }) => {
  await seedDraft(page, { selectedProduct: '{broken', terms: 'maybe', name: 'Jan Novák' })
  await page.goto('/eshop/cart')
  await expect(page).toHaveURL('/eshop')
  expect(await storedKey(page, 'selectedProduct')).toBeNull()
  expect(await storedKey(page, 'name')).toBe('Jan Novák')
})

test('an expired session shows the message, keeps the draft and recovers after login', async ({
  page,
}, testInfo) => {
  const email = customerEmail(testInfo, 'vyprseni')
  await seedDraft(page, {
    ...billingDraft,
    authToken: await sessionToken(email),
    userEmail: email,
    selectedProduct: signer,
    quantity: '2',
    paymentType: 'card',
  })
  await page.goto('/eshop/billing-info')
  await sandboxCall('/__sandbox/faults', { path: '/order', method: 'POST', kind: '401', times: 1 })
  await page.getByRole('button', { name: 'Objednat a zaplatit' }).click()

  await expect(page).toHaveURL('/eshop/cart')
  await expect(mainAlert(page)).toHaveText(SESSION_EXPIRED)
  expect(await storedKey(page, 'authToken')).toBeNull()
  expect(await storedKey(page, 'name')).toBe('Jan Novák Testovací')
  await expect(page.getByLabel('Počet licencí')).toHaveValue('2')

  await page.getByRole('button', { name: 'Přihlásit se a pokračovat' }).click()
  await logInAtIdentityService(page, email)
  await expect(page).toHaveURL('/eshop/payment')
  await expect(page.getByLabel(/Platební kartou online/)).toBeChecked()
  await page.getByRole('button', { name: 'Pokračovat k fakturačním údajům' }).click()
  await expect(page.getByLabel('Ulice a číslo popisné')).toHaveValue('Hornokrčská 15')
  await page.getByRole('button', { name: 'Objednat a zaplatit' }).click()
  await expect(page).toHaveURL(/\/gateway\//)
})

test('a second customer cannot see the first one’s orders', async ({ page }, testInfo) => {
  const first = customerEmail(testInfo, 'prvni')
  const second = customerEmail(testInfo, 'druhy')
  const firstToken = await sessionToken(first)
  await seedDraft(page, {
    ...billingDraft,
    authToken: firstToken,
    userEmail: first,
    selectedProduct: signer,
    paymentType: 'card',
  })
  await page.goto('/eshop/billing-info')
  await page.getByRole('button', { name: 'Objednat a zaplatit' }).click()
  await page.getByRole('button', { name: 'Zaplatit' }).click()
  await expect(page).toHaveURL('/eshop/thank-you')
  const orderId = await page.getByTestId('order-id').textContent()

  await page.goto('/eshop/order-history')
  await expect(page.getByTestId('order')).toContainText(`Objednávka č. ${orderId}`)

  // the second customer logs in through the identity service from the order history
  await page.getByRole('button', { name: 'Odhlásit' }).click()
  await page.getByRole('link', { name: 'Přihlásit se' }).click()
  await logInAtIdentityService(page, second)
  await expect(page).toHaveURL('/eshop/order-history')
  await expect(page.getByTestId('account-email')).toHaveText(second.toLowerCase())
  await expect(page.getByText('Zatím u nás nemáte žádnou objednávku.')).toBeVisible()
  await expect(page.getByTestId('order')).toHaveCount(0)
})

test('a failing order history shows the error with a retry', async ({ page }, testInfo) => {
  const email = customerEmail(testInfo, 'chyba')
  await seedDraft(page, { authToken: await sessionToken(email), userEmail: email })
  await sandboxCall('/__sandbox/faults', { path: '/order/my', kind: '500', times: 1 })
  await page.goto('/eshop/order-history')
  await expect(mainAlert(page)).toContainText('Objednávky se nepodařilo načíst.')
  await page.getByRole('button', { name: 'Zkusit znovu' }).click()
  await expect(page.getByText('Zatím u nás nemáte žádnou objednávku.')).toBeVisible()
})

test('the submit button shows the call in progress and never creates two orders', async ({
  page,
}, testInfo) => {
  const email = customerEmail(testInfo, 'dvakrat')
  await seedDraft(page, {
    ...billingDraft,
    authToken: await sessionToken(email),
    userEmail: email,
    selectedProduct: signer,
    paymentType: 'card',
  })
  await page.goto('/eshop/billing-info')
  const before = (await recordedRequests('/order')).length
  await sandboxCall('/__sandbox/faults', {
    path: '/order',
    method: 'POST',
    kind: 'slow',
    delayMs: 2500,
    times: 1,
  })
  const submit = page.getByRole('button', { name: 'Objednat a zaplatit' })
  await submit.click()
  const busy = page.getByRole('button', { name: 'Odesíláme objednávku…' })
  await expect(busy).toBeDisabled()
  await busy.click({ force: true })
  // the order form itself (the header's search is a form too)
  await busy.evaluate((button: HTMLButtonElement) => button.form!.requestSubmit())
  await expect(page).toHaveURL(/\/gateway\//)
  expect((await recordedRequests('/order')).length).toBe(before + 1)
})

test('a guarded step never flashes before its redirect', async ({ page }) => {
  await page.addInitScript(() => {
    const seen = { billingForm: false }
    ;(window as unknown as { __seen: typeof seen }).__seen = seen
    new MutationObserver(() => {
      if (document.querySelector('#billing-name')) seen.billingForm = true
    }).observe(document, { childList: true, subtree: true })
  })
  await seedDraft(page, { selectedProduct: signer, paymentType: 'card', ...billingDraft })
  await page.goto('/eshop/billing-info')
  await expect(page).toHaveURL('/eshop/cart')
  const seen = await page.evaluate(
    () => (window as unknown as { __seen: { billingForm: boolean } }).__seen,
  )
  expect(seen.billingForm).toBe(false)
})

test('a used or forged identity token shows a way to log in again', async ({ page }) => {
  await page.goto('/secustamp/authorize?token=neplatny-token')
  await expect(mainAlert(page)).toContainText('Přihlášení se nepodařilo dokončit.')
  await expect(page.getByRole('link', { name: 'Přihlásit se znovu' })).toHaveAttribute(
    'href',
    /\/secustamp\/login/,
  )
  expect(await storedKey(page, 'authToken')).toBeNull()
})

test('a 401 on the order history drops the token and sends the customer to the cart', async ({
  page,
}, testInfo) => {
  const email = customerEmail(testInfo, 'historie')
  await seedDraft(page, {
    authToken: await sessionToken(email),
    userEmail: email,
    selectedProduct: signer,
  })
  await sandboxCall('/__sandbox/faults', { path: '/order/my', kind: '401', times: 1 })
  await page.goto('/eshop/order-history')
  await expect(page).toHaveURL('/eshop/cart')
  await expect(mainAlert(page)).toHaveText(SESSION_EXPIRED)
  expect(await storedKey(page, 'authToken')).toBeNull()
  await expect(page.getByRole('link', { name: 'Přihlásit' })).toBeVisible()
})

test('a stored token that has expired is not shown as a login', async ({ page }, testInfo) => {
  const email = customerEmail(testInfo, 'stary')
  const { token } = await sandboxCall('/__sandbox/session', {
    mail: email,
    expiresInSeconds: -60,
  })
  await seedDraft(page, { authToken: String(token), userEmail: email, selectedProduct: signer })
  await page.goto('/eshop/payment')
  await expect(page).toHaveURL('/eshop/cart')
  await expect(page.getByRole('link', { name: 'Přihlásit' })).toBeVisible()
  expect(await storedKey(page, 'authToken')).toBeNull()
  expect(await storedKey(page, 'userEmail')).toBeNull()
})

test('a failed licence check returns to the cart and can be retried', async ({
  page,
}, testInfo) => {
  const email = customerEmail(testInfo, 'overeni')
  await seedDraft(page, {
    authToken: await sessionToken(email),
    userEmail: email,
    selectedProduct: signer,
  })
  await sandboxCall('/__sandbox/faults', { path: '/product/*', method: 'POST', kind: '500' })
  await page.goto('/eshop/payment')
  await expect(page).toHaveURL('/eshop/cart')
  await expect(mainAlert(page)).toContainText('Licenci se nepodařilo ověřit.')
  await sandboxCall('/__sandbox/faults', undefined, 'DELETE')
  await page.getByRole('button', { name: 'Pokračovat k platbě' }).click()
  await expect(page).toHaveURL('/eshop/payment')
  await expect(page.getByLabel(/Platební kartou online/)).toBeVisible()
})
