import { expect, test, type Page } from "@playwright/test";
import { QUOTE_MESSAGES } from "~/content/forms";

// Spec 2.12, 2.13, 5, 8. The e2e server runs with FORM_MIN_FILL_MS=0; the too-fast bot check is tested by
// tests/api/forms.test.ts ("answers a submission faster than a person with 400 and stores nothing").

async function hydrated(page: Page) {
  await expect(page.locator("header[data-scrolled]")).toHaveCount(1);
}

/**
 * The island holding the form is live: a form sent before that goes as plain HTML (decision 108), past a route that only
 * intercepts the fetcher's `.data` request. Filling the form wakes the island; this waits for its code.
 */
async function formIslandLive(page: Page, testId: string) {
  await expect(page.locator("[data-island][data-hydrated]").filter({ has: page.getByTestId(testId) })).toHaveCount(1);
}

async function fillContact(
  page: Page,
  values: Partial<Record<"firstName" | "lastName" | "email" | "phone" | "company" | "message", string>> & {
    category?: string;
  },
) {
  const form = page.getByTestId("contact-form");
  if (values.firstName !== undefined) await form.getByLabel("First Name").fill(values.firstName);
  if (values.lastName !== undefined) await form.getByLabel("Last Name").fill(values.lastName);
  if (values.email !== undefined) await form.getByLabel("Email", { exact: true }).fill(values.email);
  if (values.phone !== undefined) await form.getByLabel("Phone (Optional)").fill(values.phone);
  if (values.company !== undefined) await form.getByLabel("Company (Optional)").fill(values.company);
  if (values.category !== undefined) await form.getByLabel("Product Category").selectOption(values.category);
  if (values.message !== undefined) await form.getByLabel("Message").fill(values.message);
}

test.describe("contact form", () => {
  test("sends with JavaScript: Transmitting..., a toast with the reference, and a reset form", async ({ page }) => {
    await page.goto("/contact");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Connect With Experts");
    await fillContact(page, {
      firstName: "Zoë",
      lastName: "Al-Mansoori",
      email: "zoe@example.com",
      phone: "+974 5555 0101",
      company: "Doha Towers",
      category: "Chemicals",
      message: "مرحبا — we need 40 L of floor cleaner a month. It's urgent.",
    });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/contact\.data/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("button", { name: "Send Request" }).click();
    await expect(page.getByRole("button", { name: "Transmitting..." })).toBeDisabled();
    release();
    const toast = page.getByRole("status").filter({ hasText: "Inquiry Submitted" }).first();
    await expect(page.getByText("Thank you for your inquiry! We will contact you shortly.").first()).toBeVisible();
    await expect(toast).toBeVisible();
    await expect(page.getByTestId("contact-success")).toContainText(/C-\d{4}-\d{6}/);
    await expect(page.getByTestId("contact-form").getByLabel("First Name")).toHaveValue("");
    await expect(page.getByTestId("contact-form").getByLabel("Message")).toHaveValue("");
  });

  test("shows field messages next to the fields, focuses the first, and keeps what was typed", async ({ page }) => {
    await page.goto("/contact");
    await hydrated(page);
    await fillContact(page, { lastName: "O'Brien", email: "not-an-email", message: "Hello" });
    await page.getByRole("button", { name: "Send Request" }).click();
    const firstName = page.getByTestId("contact-form").getByLabel("First Name");
    await expect(firstName).toBeFocused();
    await expect(firstName).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByTestId("error-firstName")).toHaveText("Required");
    await expect(page.getByTestId("error-email")).toHaveText("Please enter a valid email address");
    await expect(page.getByTestId("error-category")).toHaveText("Required");
    await expect(firstName).toHaveAttribute("aria-describedby", "contact-firstName-error");
    await expect(page.getByTestId("contact-form").getByLabel("Last Name")).toHaveValue("O'Brien");
    await expect(page.getByTestId("contact-form").getByLabel("Message")).toHaveValue("Hello");
  });

  test("a server refusal shows the destructive Error toast with the server's message, values kept", async ({
    page,
  }) => {
    await page.goto("/contact");
    await hydrated(page);
    await fillContact(page, {
      firstName: "Sam",
      lastName: "Lee",
      email: "sam@example.com",
      category: "Equipments",
      message: "Need a scrubber",
    });
    // An autofill extension that filled the hidden honeypot: the server refuses (400), and the visitor sees why.
    await page
      .locator('input[name="website"]')
      .evaluate((input: HTMLInputElement) => (input.value = "http://spam.example"));
    await page.getByRole("button", { name: "Send Request" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Error" }).first()).toBeVisible();
    await expect(page.getByTestId("contact-form-error")).toHaveText("We could not accept this submission.");
    await expect(page.getByTestId("contact-form").getByLabel("Message")).toHaveValue("Need a scrubber");
  });

  test("an unreachable server keeps everything typed and shows the fallback Error toast", async ({ page }) => {
    await page.goto("/contact");
    await hydrated(page);
    await fillContact(page, {
      firstName: "Omar",
      lastName: "Farouk",
      email: "omar@example.com",
      category: "Waste Management",
      message: "Twelve 240 L wheelie bins",
    });
    await formIslandLive(page, "contact-form");
    await page.route(/\/contact\.data/, (route) =>
      route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue(),
    );
    await page.getByRole("button", { name: "Send Request" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Failed to submit inquiry. Please try again." }).first(),
    ).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Connect With Experts");
    const form = page.getByTestId("contact-form");
    await expect(form.getByLabel("Message")).toHaveValue("Twelve 240 L wheelie bins");
    await expect(form.getByLabel("Product Category")).toHaveValue("Waste Management");
    // Back online, the same form sends without retyping.
    await page.unroute(/\/contact\.data/);
    await page.getByRole("button", { name: "Send Request" }).click();
    await expect(page.getByTestId("contact-success")).toContainText(/C-\d{4}-\d{6}/);
  });

  test("each answer brings a new single-use token: after a refusal and a success, the same page sends again", async ({
    page,
  }) => {
    await page.goto("/contact");
    await hydrated(page);
    const form = page.getByTestId("contact-form");
    const token = () => form.locator('input[name="formToken"]').inputValue();
    const first = await token();
    await fillContact(page, {
      firstName: "Huda",
      lastName: "Saleh",
      email: "huda@example.com",
      category: "Chemicals",
      message: "Dishwash detergent",
    });
    await form
      .locator('input[name="website"]')
      .evaluate((input: HTMLInputElement) => (input.value = "http://spam.example"));
    await page.getByRole("button", { name: "Send Request" }).click();
    await expect(page.getByTestId("contact-form-error")).toHaveText("We could not accept this submission.");
    const afterRefusal = await token();
    expect(afterRefusal).not.toBe(first);
    await form.locator('input[name="website"]').evaluate((input: HTMLInputElement) => (input.value = ""));
    await page.getByRole("button", { name: "Send Request" }).click();
    const success = page.getByTestId("contact-success");
    await expect(success).toContainText(/C-\d{4}-\d{6}/);
    const firstReference = /C-\d{4}-\d{6}/.exec((await success.textContent()) ?? "")![0];
    const afterSuccess = await token();
    expect(afterSuccess).not.toBe(afterRefusal);
    await fillContact(page, {
      firstName: "Huda",
      lastName: "Saleh",
      email: "huda@example.com",
      category: "Chemicals",
      message: "And rinse aid, please",
    });
    await page.getByRole("button", { name: "Send Request" }).click();
    await expect(success).not.toContainText(firstReference);
    await expect(success).toContainText(/C-\d{4}-\d{6}/);
  });

  test("the home page's contact section sends without leaving the page", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await expect(page.getByRole("heading", { name: "Get In Touch" })).toBeVisible();
    await fillContact(page, {
      firstName: "Layla",
      lastName: "Nasser",
      email: "layla@example.com",
      category: "Washroom Hygiene",
      message: "Soap dispensers for two floors",
    });
    await page.getByRole("button", { name: "Send Request" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Inquiry Submitted" }).first()).toBeVisible();
    await expect(page.getByTestId("contact-success")).toContainText(/C-\d{4}-\d{6}/);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId("contact-form").getByLabel("Message")).toHaveValue("");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("validates on the server and then stores the inquiry", async ({ page }) => {
      await page.goto("/contact");
      await fillContact(page, {
        firstName: "Nadia",
        lastName: "",
        email: "nadia@example.com",
        category: "Waste Management",
        message: "Bins for a school",
      });
      await page.getByRole("button", { name: "Send Request" }).click();
      await expect(page.getByTestId("error-lastName")).toHaveText("Required");
      await expect(page.getByTestId("contact-form").getByLabel("Last Name")).toBeFocused();
      await expect(page.getByTestId("contact-form").getByLabel("First Name")).toHaveValue("Nadia");
      await page.getByTestId("contact-form").getByLabel("Last Name").fill("Haddad");
      await page.getByRole("button", { name: "Send Request" }).click();
      await expect(page.getByTestId("contact-success")).toContainText(/Inquiry Submitted.*C-\d{4}-\d{6}/);
      await expect(page.getByTestId("contact-form").getByLabel("First Name")).toHaveValue("");
    });

    test("the home page's contact section answers on the contact page", async ({ page }) => {
      await page.goto("/");
      await fillContact(page, {
        firstName: "Karim",
        lastName: "Aziz",
        email: "karim@example.com",
        category: "Equipments",
        message: "A ride-on sweeper for a car park",
      });
      await page.getByRole("button", { name: "Send Request" }).click();
      await expect(page).toHaveURL(/\/contact$/);
      await expect(page.getByTestId("contact-success")).toContainText(/C-\d{4}-\d{6}/);
    });
  });
});

async function fillQuote(page: Page) {
  const form = page.getByTestId("quote-form");
  await form.getByLabel("First Name *").fill("José");
  await form.getByLabel("Last Name *").fill("Nuñez-Khalifa");
  await form.getByLabel("Email Address *").fill("jose@example.com");
  await form.getByLabel("Phone Number *").fill("+974 4444 5555");
  await form.getByLabel("Company Name").fill("Hotel Al Bahr");
  await form.getByLabel("Industry *").selectOption("Hospitality & Hotels");
  await form.getByLabel("Product Category *").selectOption("Floor Care Equipment");
  await form.getByLabel("Project Size *").selectOption("Medium (11-50 units)");
  await form.getByLabel("Project Timeline *").selectOption("Short-term (1-3 months)");
  await form.getByLabel("Detailed Requirements *").fill("Marble lobby 800 m², nightly scrubbing, quiet machines.");
}

test.describe("quote form", () => {
  test("every validation message of section 5 appears for the input that triggers it", async ({ page }) => {
    await page.goto("/get-quote");
    await hydrated(page);
    const form = page.getByTestId("quote-form");
    await form.getByLabel("First Name *").fill("J");
    await form.getByLabel("Last Name *").fill("N");
    await form.getByLabel("Email Address *").fill("jose@");
    await form.getByLabel("Phone Number *").fill("12345");
    await form.getByLabel("Detailed Requirements *").fill("short");
    await page.getByRole("button", { name: "Get My Custom Quote" }).click();
    for (const field of Object.keys(QUOTE_MESSAGES.en) as Array<keyof typeof QUOTE_MESSAGES.en>) {
      await expect(page.getByTestId(`error-${field}`)).toHaveText(QUOTE_MESSAGES.en[field]);
    }
    await expect(form.getByLabel("First Name *")).toBeFocused();
  });

  test("succeeds with JavaScript: Submitting..., confirmation with reference, toast", async ({ page }) => {
    await page.goto("/get-quote");
    await hydrated(page);
    await fillQuote(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/get-quote\.data/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole("button", { name: "Get My Custom Quote" }).click();
    await expect(page.getByRole("button", { name: "Submitting Quote Request..." })).toBeDisabled();
    release();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Quote Request Received!");
    await expect(page.getByTestId("quote-reference")).toHaveText(/Q-\d{4}-\d{6}/);
    await expect(page.getByTestId("quote-confirmation").getByRole("listitem")).toHaveCount(3);
    await expect(page.getByRole("status").filter({ hasText: "Quote Request Submitted!" }).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  });

  test("a product's Request Quote pre-selects a category and names the product", async ({ page }) => {
    await page.goto("/products?q=IV%20100");
    await page
      .getByRole("link", { name: /View Details/ })
      .first()
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nordvac IV 100 Industrial Vacuum Cleaner");
    await page.getByRole("link", { name: "Request Quote", exact: true }).click();
    await expect(page).toHaveURL(/\/get-quote\?product=/);
    const form = page.getByTestId("quote-form");
    await expect(form.getByLabel("Product Category *")).toHaveValue("Industrial Vacuum Cleaners");
    await expect(form.getByLabel("Detailed Requirements *")).toHaveValue(/Nordvac IV 100 Industrial Vacuum Cleaner/);
  });

  test("an unreachable server keeps the form filled in with the Submission Failed toast", async ({ page }) => {
    await page.goto("/get-quote");
    await hydrated(page);
    await fillQuote(page);
    await formIslandLive(page, "quote-form");
    await page.route(/\/get-quote\.data/, (route) =>
      route.request().method() === "POST" ? route.abort("internetdisconnected") : route.continue(),
    );
    await page.getByRole("button", { name: "Get My Custom Quote" }).click();
    const toast = page.getByRole("status").filter({ hasText: "Submission Failed" }).first();
    await expect(toast).toBeVisible();
    await expect(toast).toContainText("Please try again or contact us directly.");
    const form = page.getByTestId("quote-form");
    await expect(form.getByLabel("Detailed Requirements *")).toHaveValue(
      "Marble lobby 800 m², nightly scrubbing, quiet machines.",
    );
    await expect(form.getByLabel("Project Timeline *")).toHaveValue("Short-term (1-3 months)");
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the quote is validated on the server and confirmed", async ({ page }) => {
      await page.goto("/get-quote");
      await fillQuote(page);
      await page.getByTestId("quote-form").getByLabel("Phone Number *").fill("123");
      await page.getByRole("button", { name: "Get My Custom Quote" }).click();
      await expect(page.getByTestId("error-phone")).toHaveText("Please enter a valid phone number");
      await expect(page.getByTestId("quote-form").getByLabel("Phone Number *")).toBeFocused();
      await expect(page.getByTestId("quote-form").getByLabel("Company Name")).toHaveValue("Hotel Al Bahr");
      await page.getByTestId("quote-form").getByLabel("Phone Number *").fill("+974 4444 5555");
      await page.getByRole("button", { name: "Get My Custom Quote" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Quote Request Received!");
      await expect(page.getByTestId("quote-reference")).toHaveText(/Q-\d{4}-\d{6}/);
    });
  });
});
